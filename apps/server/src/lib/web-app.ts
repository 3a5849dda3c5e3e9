import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app from the same process: hashed assets cached for a year, index.html
 * never cached, and every non-API page GET (no file extension) falls back to index.html so client routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // Our own headers below decide caching; the plugin's default would override them.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '';
    if (pathname === '/api' || pathname.startsWith('/api/') || !isPage) {
      return apiNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
