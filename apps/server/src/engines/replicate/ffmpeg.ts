import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** The ffmpeg binary shipped inside @ffmpeg-installer (no system ffmpeg needed). */
export const ffmpegPath: string = ffmpegInstaller.path;

export interface VideoInfo {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  fps: number;
}

/** Runs ffmpeg and answers its stderr, where it writes everything it knows about its inputs. */
export function runFfmpeg(args: string[], options: { signal?: AbortSignal } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      signal: options.signal,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // The tail is what explains a failure; a long encode's progress lines are not needed.
      stderr = (stderr + chunk.toString()).slice(-64_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stderr);
      else
        reject(
          new Error(
            `ffmpeg exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}

/** A private temporary folder for one piece of work, removed afterwards whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-ffmpeg-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reads size, duration and frame rate from the input description ffmpeg prints to stderr. */
export function parseVideoInfo(stderr: string): VideoInfo | null {
  const stream = /Stream #\d+:\d+.*?: Video: (.*)/.exec(stderr)?.[1];
  if (!stream) return null;
  const size = /\b(\d{2,5})x(\d{2,5})\b/.exec(stream);
  const fps = /(\d+(?:\.\d+)?) fps/.exec(stream);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!size || !fps || !duration) return null;
  return {
    width: Number(size[1]),
    height: Number(size[2]),
    fps: Number(fps[1]),
    duration: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
  };
}

async function probeFile(file: string, signal?: AbortSignal): Promise<VideoInfo> {
  // Decoding one frame into the null muxer exits cleanly and still prints the input's details.
  const stderr = await runFfmpeg(
    ['-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'],
    {
      signal,
    },
  );
  const info = parseVideoInfo(stderr);
  if (!info) throw new Error('ffmpeg found no video stream in the file');
  return info;
}

export function probeVideo(
  body: Buffer,
  options: { signal?: AbortSignal } = {},
): Promise<VideoInfo> {
  return withTempDir(async (dir) => {
    const input = path.join(dir, 'input.mp4');
    await writeFile(input, body);
    return probeFile(input, options.signal);
  });
}

/** Re-encodes a video at another frame rate (H.264, yuv420p, moov first so it streams). */
export function convertFrameRate(
  body: Buffer,
  fps: number,
  options: { signal?: AbortSignal } = {},
): Promise<{ body: Buffer; info: VideoInfo }> {
  return withTempDir(async (dir) => {
    const input = path.join(dir, 'input.mp4');
    const output = path.join(dir, 'output.mp4');
    await writeFile(input, body);
    const args = [
      ['-i', input, '-map', '0:v:0', '-map', '0:a?', '-vf', `fps=${fps}`],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'],
      ['-c:a', 'copy', '-movflags', '+faststart', '-y', output],
    ].flat();
    await runFfmpeg(args, { signal: options.signal });
    return { body: await readFile(output), info: await probeFile(output, options.signal) };
  });
}
