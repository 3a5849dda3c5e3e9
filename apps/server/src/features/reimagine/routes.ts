import {
  ReimagineAnalysisBody,
  ReimagineAnalysisResponse,
  ReimagineImageBody,
  ReimagineImageResponse,
  ReimagineVideoBody,
  ReimagineVideoResponse,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth/authenticate';
import { mediaToolRoute } from '../generation/media-tool-route';
import { analyzeImage, ANALYSIS_REQUEST_FILES } from './analyze-image';
import { REIMAGINE_IMAGE_FILES, reimagineImage } from './reimagine-image';
import { reimagineVideo, VIDEO_REQUEST_FILES } from './reimagine-video';

const tags = ['reimagine'];

/**
 * The reimagine tools. A JSON body may carry up to three images as data URLs (base64 adds a
 * third), so its limit is set from the image limit.
 */
export const reimagineRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));
  const bodyLimit = Math.ceil(deps.config.MEDIA_MAX_IMAGE_BYTES * 4 * 1.4) + 1_048_576;

  mediaToolRoute(app, deps, {
    path: '/generate',
    tags,
    summary: 'Edit or combine your own images (JSON with data URLs or links, or multipart)',
    bodyLimit,
    body: ReimagineImageBody,
    files: REIMAGINE_IMAGE_FILES,
    response: ReimagineImageResponse,
    submit: reimagineImage,
  });
  mediaToolRoute(app, deps, {
    path: '/generate-video',
    tags,
    summary: 'A video from your images, or your own video restyled (JSON or multipart)',
    // A video and two images as data URLs.
    bodyLimit:
      Math.ceil((deps.config.MEDIA_MAX_VIDEO_BYTES + 2 * deps.config.MEDIA_MAX_IMAGE_BYTES) * 1.4) +
      1_048_576,
    body: ReimagineVideoBody,
    files: VIDEO_REQUEST_FILES,
    response: ReimagineVideoResponse,
    submit: reimagineVideo,
  });
  mediaToolRoute(app, deps, {
    path: '/analyze-image',
    tags,
    summary: 'Ask about your own image (a vision model, or a local measurement without one)',
    bodyLimit,
    body: ReimagineAnalysisBody,
    files: ANALYSIS_REQUEST_FILES,
    response: ReimagineAnalysisResponse,
    submit: analyzeImage,
  });
};
