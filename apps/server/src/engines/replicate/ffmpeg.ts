import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { probeVideoFile, runFfmpeg, withTempFile, type VideoInfo } from '../../lib/ffmpeg';

/**
 * Re-encodes a video at another frame rate, cut to `seconds` and scaled to cover `size` (cropping
 * what the ratios disagree on) when given (H.264, yuv420p, moov first so it streams).
 */
export function conformVideo(
  body: Buffer,
  wanted: { fps: number; seconds?: number; size?: { width: number; height: number } },
  options: { signal?: AbortSignal } = {},
): Promise<{ body: Buffer; info: VideoInfo }> {
  const { fps, size } = wanted;
  const filters = [
    `fps=${fps}`,
    ...(size
      ? [
          `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase`,
          `crop=${size.width}:${size.height}`,
          'setsar=1',
        ]
      : []),
  ].join(',');
  return withTempFile(body, 'input.mp4', async (input, dir) => {
    const output = path.join(dir, 'output.mp4');
    const args = [
      ['-i', input, '-map', '0:v:0', '-map', '0:a?', '-vf', filters],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'],
      wanted.seconds ? ['-t', String(wanted.seconds)] : [],
      ['-c:a', 'copy', '-movflags', '+faststart', '-y', output],
    ].flat();
    await runFfmpeg(args, { signal: options.signal });
    return { body: await readFile(output), info: await probeVideoFile(output, options) };
  });
}
