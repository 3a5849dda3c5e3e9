import type { ImageEngine } from '../types';
import { renderImage } from './image-renderer';

/** The image engine used when no provider is configured: the local renderer, labelled as such. */
export function createLocalImageEngine(): ImageEngine {
  return {
    engine: 'local',
    model: 'local-image-renderer-1',
    async generate(request, { signal, progress }) {
      signal.throwIfAborted();
      progress(20, 'Rendering the image locally');
      const body = await renderImage({
        prompt: request.prompt,
        width: request.width,
        height: request.height,
        seed: request.seed,
        // The prompt along the bottom edge only when asked: the file is the user's.
        caption: request.caption ?? false,
      });
      signal.throwIfAborted();
      progress(90, 'Image rendered');
      return {
        body,
        contentType: 'image/png',
        extension: 'png',
        width: request.width,
        height: request.height,
      };
    },
  };
}
