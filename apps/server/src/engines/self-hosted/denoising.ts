import type { ReimagineImageRequest } from '../types';

/**
 * How much of the user's image an img2img redraw replaces (0 keeps it, 1 ignores it), for the
 * self-hosted servers that redraw rather than follow instructions: single_image_ultra's strength
 * is the denoise, single_image_ultra_pro's is the image's weight (its opposite), and the
 * instruction editors redraw at 0.6, which approximates an edit.
 */
export function denoising(request: ReimagineImageRequest): number {
  switch (request.tool) {
    case 'single_image_ultra':
      return request.parameters.strength;
    case 'single_image_ultra_pro':
      return 1 - request.parameters.strength;
    default:
      return 0.6;
  }
}
