import { fileAnswer, NoContent } from '@atelier/contract';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, requireUser } from '../../lib/auth/authenticate';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { TEAM_OWNER_PREFIX } from '../generation/present-outputs';
import { isMember } from '../teams/team-access';
import { clearMediaCookie, mediaCredentials, setMediaCookie } from './media-cookie';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

const NOT_VALID = 'This link has expired or is not valid.';

/** The owner it names, or a member of the team it names (`team:<id>`, issue 37). */
async function mayView(db: Database, owner: string, userId: string): Promise<boolean> {
  if (!owner.startsWith(TEAM_OWNER_PREFIX)) return owner === userId;
  return isMember(db, owner.slice(TEAM_OWNER_PREFIX.length), userId);
}

/**
 * Serves stored files to whoever holds a valid signed URL (lib/media-urls.ts). A URL naming an
 * owner (every generation's) is served only to that owner's session, by bearer header or by the
 * media cookie; anyone else, signed in or not, is refused.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const https = deps.config.PUBLIC_URL.startsWith('https://');

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          exp: z.coerce.number(),
          sig: z.string().max(100),
          owner: z.string().max(64).optional(),
          download: z.string().max(200).optional(),
        }),
        response: {
          200: fileAnswer('The file', [
            'image/*',
            'video/*',
            'audio/*',
            'application/octet-stream',
          ]),
          206: fileAnswer('The requested range of the file', ['video/*', 'audio/*', '*/*']),
          416: NoContent,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { exp, sig, owner, download } = request.query;
      if (!deps.mediaUrls.verify(key, { exp, sig, owner, download })) {
        throw new AppError('FORBIDDEN', NOT_VALID);
      }
      if (owner) {
        const credentials = mediaCredentials(request);
        if (!credentials) throw new AppError('UNAUTHORIZED', 'Sign in to view this file.');
        const principal = await authenticate(deps, credentials);
        if (!(await mayView(deps.db, owner, principal.user.id))) {
          throw new AppError('FORBIDDEN', NOT_VALID);
        }
      }
      const body = await deps.storage.get(key);
      if (!body) throw new AppError('NOT_FOUND', 'File not found');
      const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
      reply
        .header('content-type', CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream')
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff');
      if (download) {
        reply.header(
          'content-disposition',
          `attachment; filename="${download.replace(/[^\w.-]/g, '_')}"`,
        );
      }
      // Video players seek with Range requests.
      reply.header('accept-ranges', 'bytes');
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (range && (range[1] || range[2])) {
        const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
        const end =
          range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
        if (start > end || start >= body.length) {
          return reply.code(416).header('content-range', `bytes */${body.length}`).send();
        }
        return reply
          .code(206)
          .header('content-range', `bytes ${start}-${end}/${body.length}`)
          .send(body.subarray(start, end + 1));
      }
      return reply.send(body);
    },
  );

  app.post(
    '/auth/media-cookie',
    {
      schema: { tags: ['media'], security: [{ bearerAuth: [] }], response: { 204: NoContent } },
      onRequest: requireUser(deps),
    },
    async (request, reply) => {
      setMediaCookie(request, reply, https);
      return reply.code(204).send();
    },
  );
  const clearSchema = { tags: ['media'], response: { 204: NoContent } };
  app.delete('/auth/media-cookie', { schema: clearSchema }, async (_request, reply) => {
    clearMediaCookie(reply);
    return reply.code(204).send();
  });
};
