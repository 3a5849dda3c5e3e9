import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { GeneratedFile } from './types';

/**
 * A model draws at its own size (about one megapixel at the aspect ratio, or a multiple of 8 or
 * 64); the request names exact pixels. Scale to cover the requested size (cropping the sliver the
 * ratios disagree on) rather than stretch, and answer a PNG.
 */
export async function fitImage(
  body: Buffer,
  width: number,
  height: number,
): Promise<{ body: Buffer; note?: string }> {
  const image = await loadImage(body);
  const isPng = body.subarray(1, 4).toString('latin1') === 'PNG';
  if (image.width === width && image.height === height && isPng) return { body };
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const scale = Math.max(width / image.width, height / image.height);
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  context.drawImage(
    image,
    (width - drawnWidth) / 2,
    (height - drawnHeight) / 2,
    drawnWidth,
    drawnHeight,
  );
  const png = await canvas.encode('png');
  if (image.width === width && image.height === height) return { body: png };
  const verb = width * height > image.width * image.height ? 'Upscaled' : 'Resized';
  return { body: png, note: `${verb} from ${image.width}x${image.height} to ${width}x${height}` };
}

/** A fitted image as an engine answers it: a PNG at the size asked, with the fit's note. */
export function pngFile(
  fitted: { body: Buffer; note?: string },
  size: { width: number; height: number },
): GeneratedFile {
  return {
    body: fitted.body,
    contentType: 'image/png',
    extension: 'png',
    width: size.width,
    height: size.height,
    ...(fitted.note ? { note: fitted.note } : {}),
  };
}
