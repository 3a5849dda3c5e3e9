import { JobAccepted } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { principalOf } from '../../lib/auth/authenticate';
import { mediaBodies } from '../../lib/documented-body';
import type { FileFields, ToolRequestSource } from '../../lib/media-inputs/media-request';
import { uploadRoutes } from '../../lib/media-inputs/upload-routes';
import { sendAnswer, type SubmitAnswer } from './submit-generation';
import { SubmitHeaders, submitOptions, type SubmitOptions } from './submit-headers';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A tool's submit operation: the request read by the media-input module, a job submitted. A
 * workflow step (issue 49) gives the request as already read (`{ media }`): its fields, and the
 * files earlier steps made as parts, as a multipart upload would bring them.
 */
export type MediaToolSubmit = (
  deps: AppDeps,
  request: ToolRequestSource,
  userId: string,
  headers: SubmitOptions,
) => Promise<SubmitAnswer>;

/**
 * A POST route for a tool that takes the user's own media as JSON (data URLs or links) or
 * multipart: the body is read by the media-input module rather than a route schema, so the route
 * declares the headers and the answers (200 when done in time, 202 to follow the job), and the
 * body only for the document (`body` in JSON, `files` its file fields).
 */
export function mediaToolRoute(
  app: ZodApp,
  deps: AppDeps,
  route: {
    path: string;
    tags: string[];
    summary: string;
    bodyLimit: number;
    body: z.ZodType;
    files: FileFields;
    response: z.ZodType;
    submit: MediaToolSubmit;
  },
) {
  uploadRoutes(app, (uploads) => {
    uploads.post(
      route.path,
      {
        bodyLimit: route.bodyLimit,
        config: { documentedBody: mediaBodies(route.body, route.files) },
        schema: {
          tags: route.tags,
          security: [{ bearerAuth: [] }],
          summary: route.summary,
          consumes: ['application/json', 'multipart/form-data'],
          headers: SubmitHeaders,
          response: { 200: route.response, 202: JobAccepted },
        },
      },
      async (request, reply) => {
        const answer = await route.submit(
          deps,
          request,
          principalOf(request).user.id,
          submitOptions(request),
        );
        return sendAnswer(reply, answer);
      },
    );
  });
}
