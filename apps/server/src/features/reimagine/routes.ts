import { JobAccepted, ReimagineImageResponse } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { sendAnswer } from '../generation/submit-generation';
import { SubmitHeaders, submitOptions } from '../generation/submit-headers';
import { reimagineImage } from './reimagine-image';

const tags = ['reimagine'];
const security = [{ bearerAuth: [] }];

/**
 * The reimagine tools take the user's own media as JSON (data URLs or links) or multipart, so
 * their bodies are read by the media-input module rather than a route schema; a JSON body may
 * carry up to three images as data URLs (base64 adds a third).
 */
export const reimagineRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('preHandler', requireUser(deps));
  const jsonLimit = Math.ceil(deps.config.MEDIA_MAX_IMAGE_BYTES * 4 * 1.4) + 1_048_576;

  app.post(
    '/generate',
    {
      bodyLimit: jsonLimit,
      schema: {
        tags,
        security,
        summary: 'Edit or combine your own images (JSON with data URLs or links, or multipart)',
        consumes: ['application/json', 'multipart/form-data'],
        headers: SubmitHeaders,
        response: { 200: ReimagineImageResponse, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const options = submitOptions(request);
      return sendAnswer(
        reply,
        await reimagineImage(deps, request, principalOf(request).user.id, options),
      );
    },
  );
};
