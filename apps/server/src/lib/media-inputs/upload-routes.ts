import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Where every upload starts; each route checks its files again (type by content, size by its rule). */
const LIMITS = { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 };

/**
 * Adds routes that take multipart uploads, in a context of their own with @fastify/multipart
 * registered in it. The plugin hangs an async onRequest and an async onResponse hook on every
 * route of the context it joins: registered for the whole app, it cost every request (GET /me
 * included) two promises and a listener for files only uploads have (ADR 014). Anywhere else a
 * multipart body is a 415.
 */
export function uploadRoutes(app: ZodApp, addRoutes: (uploads: ZodApp) => void): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: LIMITS });
    addRoutes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
