import { ReimagineAnalysisResponse, ReimagineImageResponse } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth/authenticate';
import { mediaToolRoute } from '../generation/media-tool-route';
import { analyzeImage } from './analyze-image';
import { reimagineImage } from './reimagine-image';

const tags = ['reimagine'];

/**
 * The reimagine tools. A JSON body may carry up to three images as data URLs (base64 adds a
 * third), so its limit is set from the image limit.
 */
export const reimagineRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('preHandler', requireUser(deps));
  const bodyLimit = Math.ceil(deps.config.MEDIA_MAX_IMAGE_BYTES * 4 * 1.4) + 1_048_576;

  mediaToolRoute(app, deps, {
    path: '/generate',
    tags,
    summary: 'Edit or combine your own images (JSON with data URLs or links, or multipart)',
    bodyLimit,
    response: ReimagineImageResponse,
    submit: reimagineImage,
  });
  mediaToolRoute(app, deps, {
    path: '/analyze-image',
    tags,
    summary: 'Ask about your own image (a vision model, or a local measurement without one)',
    bodyLimit,
    response: ReimagineAnalysisResponse,
    submit: analyzeImage,
  });
};
