import {
  JobAccepted,
  ProductAdOptimizeResponse,
  ProductImageAdBody,
  ProductImageAdResponse,
  ProductImageOptimizeBody,
  ProductVideoAdBody,
  ProductVideoAdResponse,
  ProductVideoOptimizeBody,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { mediaToolRoute } from '../generation/media-tool-route';
import { sendAnswer, submitGeneration } from '../generation/submit-generation';
import { SubmitHeaders, submitOptions } from '../generation/submit-headers';
import { planProductAdAnalysis } from './optimize-product-ad';
import { PRODUCT_IMAGE_FILES } from './product-photo';
import { productImageAd } from './product-image-ad';
import { productVideoAd } from './product-video-ad';

const tags = ['product-ads'];

/** Product ads (spec part 1): a video ad and an image ad from the user's product photo. */
export const productAdRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));
  // One product photo as a data URL in JSON.
  const bodyLimit = Math.ceil(deps.config.MEDIA_MAX_IMAGE_BYTES * 1.4) + 1_048_576;

  mediaToolRoute(app, deps, {
    path: '/video/generate',
    tags,
    summary: 'A video ad (at most 5 s) from the product photo and a description',
    bodyLimit,
    body: ProductVideoAdBody,
    files: PRODUCT_IMAGE_FILES,
    response: ProductVideoAdResponse,
    submit: productVideoAd,
  });
  mediaToolRoute(app, deps, {
    path: '/image/generate',
    tags,
    summary: 'An image ad in 1-3 variations that keep the product',
    bodyLimit,
    body: ProductImageAdBody,
    files: PRODUCT_IMAGE_FILES,
    response: ProductImageAdResponse,
    submit: productImageAd,
  });

  for (const [path, body] of [
    ['/video/optimize', ProductVideoOptimizeBody],
    ['/image/optimize', ProductImageOptimizeBody],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: 'How well the ad matches its brief, with better descriptions (0.005 credits)',
          headers: SubmitHeaders,
          body,
          response: { 200: ProductAdOptimizeResponse, 202: JobAccepted },
        },
      },
      async (request, reply) => {
        const userId = principalOf(request).user.id;
        const answer = await submitGeneration(deps, {
          userId,
          plan: await planProductAdAnalysis(deps.db, userId, request.body),
          body: request.body,
          ...submitOptions(request),
        });
        return sendAnswer(reply, answer);
      },
    );
  }
};
