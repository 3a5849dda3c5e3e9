import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Which methods a path has, for answering 405 with `Allow` instead of 404 when the path exists
 * but the method does not. Fastify's router only tells "no route"; this keeps a second router of
 * the same paths (filled as routes are added, so call it before any route) that is consulted only
 * on that miss, never on a hit.
 */
export function trackAllowedMethods(app: FastifyInstance): (url: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of METHODS) {
      if (!methods.includes(method)) continue;
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, () => undefined);
    }
  });
  return (url) => {
    const pathname = url.split('?')[0] ?? '';
    return METHODS.filter((method) => router.find(method, pathname) !== null);
  };
}
