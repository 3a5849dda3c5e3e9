import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { runFfmpeg, withTempDir } from '../../../src/lib/ffmpeg';

/** The files prompts save, real ones made with canvas and ffmpeg, cached by what they look like. */

const media = new Map<string, Promise<Buffer>>();
function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let made = media.get(key);
  if (!made) {
    made = make();
    media.set(key, made);
    made.catch(() => media.delete(key));
  }
  return made;
}

/** A gradient whose hue follows the seed, so two seeds give two pictures. */
export function drawPng(width: number, height: number, hue: number): Promise<Buffer> {
  return cached(`png:${width}x${height}:${hue}`, () => {
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, `hsl(${hue}, 70%, 40%)`);
    gradient.addColorStop(1, `hsl(${(hue + 120) % 360}, 70%, 60%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    return canvas.encode('png');
  });
}

/** A binary preview message: event 1 (PREVIEW_IMAGE), format 1 (JPEG), then the JPEG. */
export function previewFrame(): Promise<Buffer> {
  return cached('preview', async () => {
    const canvas = createCanvas(64, 64);
    const context = canvas.getContext('2d');
    context.fillStyle = 'hsl(200, 40%, 50%)';
    context.fillRect(0, 0, 64, 64);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(1, 0);
    header.writeUInt32BE(1, 4);
    return Buffer.concat([header, await canvas.encode('jpeg')]);
  });
}

/** A test pattern as H.264 MP4 (even sizes, as yuv420p needs) or as an animated WebP. */
export function makeVideo(
  format: 'mp4' | 'webp',
  width: number,
  height: number,
  frames: number,
  fps: number,
) {
  return cached(`${format}:${width}x${height}:${frames}@${fps}`, () =>
    withTempDir(async (dir) => {
      const file = path.join(dir, `out.${format}`);
      const codec =
        format === 'mp4'
          ? [
              '-c:v',
              'libx264',
              '-preset',
              'ultrafast',
              '-pix_fmt',
              'yuv420p',
              '-movflags',
              '+faststart',
            ]
          : ['-c:v', 'libwebp_anim', '-loop', '0', '-quality', '60'];
      // prettier-ignore
      await runFfmpeg([
        '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`,
        '-frames:v', String(frames), ...codec, '-y', file,
      ]);
      return readFile(file);
    }),
  );
}

export const NOT_MEDIA = Buffer.from('<html><body>upstream sent no file</body></html>');
