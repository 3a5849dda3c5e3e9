import { AppError } from '../../lib/errors';
import type { InputImage, ReimagineImageRequest } from '../types';
import type { SelfHostedServer } from './server-call';

/**
 * The one image a self-hosted server redraws. Their APIs take one image: reimagine's 2-3
 * reference composition is refused with a message, before anything is sent.
 */
export function singleImage(server: SelfHostedServer, request: ReimagineImageRequest): InputImage {
  const [first] = request.images;
  if (!first) throw new Error('a reimagine request without an image');
  if (request.images.length > 1) {
    throw new AppError(
      'UNPROCESSABLE',
      `${server.name} redraws one image at a time and cannot combine ${request.images.length} references; send one reference image`,
    );
  }
  return first;
}
