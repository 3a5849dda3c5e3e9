import type { ReimagineImageParameters } from '@atelier/contract';
import sharp from 'sharp';

/** Stable Diffusion checkpoints draw well around one megapixel and run out of memory far above. */
const MAX_PIXELS = 1024 * 1024;

/**
 * Diffusion servers draw on a grid of 8 pixels (A1111 floors to it) and no smaller than 64;
 * rounding keeps nearest the size asked, which is then fitted exactly.
 */
export const multipleOf8 = (pixels: number) => Math.max(64, Math.round(pixels / 8) * 8);

/**
 * The size to redraw a user's image at: its own, or its area at the asked aspect ratio, at most
 * a megapixel as the Replicate models draw, on the 8-pixel grid. A phone photo stored sideways
 * (EXIF orientation 5-8) is measured as it is shown. No reimagine tool takes the parameters'
 * width and height there, so neither does this.
 */
export async function editedSize(
  body: Buffer,
  parameters: Pick<ReimagineImageParameters, 'aspect_ratio'>,
): Promise<{ width: number; height: number }> {
  const metadata = await sharp(body).metadata();
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = (sideways ? metadata.height : metadata.width) ?? 512;
  const height = (sideways ? metadata.width : metadata.height) ?? 512;
  const [w = 1, h = 1] = parameters.aspect_ratio.split(':').map(Number);
  const ratio = parameters.aspect_ratio === 'match_input_image' ? width / height : w / h;
  const area = Math.min(width * height, MAX_PIXELS);
  return {
    width: multipleOf8(Math.sqrt(area * ratio)),
    height: multipleOf8(Math.sqrt(area / ratio)),
  };
}
