import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { AppError } from '../../lib/errors';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Serves stored files to whoever holds a valid signed URL (see lib/storage.ts). */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        params: z.object({ '*': z.string() }),
        querystring: z.object({ exp: z.coerce.number(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { exp, sig } = request.query;
      if (!deps.mediaUrls.verify(key, { exp, sig })) {
        throw new AppError('FORBIDDEN', 'This link has expired or is not valid.');
      }
      const body = await deps.storage.get(key);
      if (!body) throw new AppError('NOT_FOUND', 'File not found');
      const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream')
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
