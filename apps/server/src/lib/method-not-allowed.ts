import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface RouteMethods {
  /**
   * The methods a path has: those of a route written exactly as this path if there is one
   * (`/api/admin/api-keys/generate`), else those of the parametric routes it matches.
   */
  allowed: (url: string) => string[];
  /** The methods of a route written exactly as this path; empty when there is none. */
  ofStaticPath: (url: string) => string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeMethods: RouteMethods;
  }
}

/**
 * Which methods a path has, for answering 405 with `Allow` instead of 404 when the path exists
 * but the method does not. Fastify's router only tells "no route"; this keeps a second router of
 * the same paths (filled as routes are added, so call it before any route) that is consulted only
 * on that miss, never on a hit. Decorated on the app as `routeMethods` for the error handler.
 */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  // Any length: this only names methods, and a path Fastify refused as too long still has them.
  const router = FindMyWay({ ignoreTrailingSlash: false, maxParamLength: 100_000 });
  const staticPaths = new Map<string, string[]>();
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of METHODS) {
      if (!methods.includes(method)) continue;
      if (!/[:*]/.test(route.url)) {
        const key = withoutTrailingSlash(route.url);
        const known = staticPaths.get(key) ?? [];
        if (!known.includes(method)) staticPaths.set(key, [...known, method]);
      }
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => undefined);
    }
  });
  const pathOf = (url: string) => url.split('?')[0] ?? '';
  const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  const index: RouteMethods = {
    // A prefixed plugin's '/' route answers with and without the slash, and Fastify reports
    // the two forms' methods apart.
    ofStaticPath: (url) => staticPaths.get(withoutTrailingSlash(pathOf(url))) ?? [],
    allowed: (url) => {
      const exact = index.ofStaticPath(url);
      if (exact.length > 0) return exact;
      return METHODS.filter((method) => router.find(method, pathOf(url)) !== null);
    },
  };
  app.decorate('routeMethods', index);
  return index;
}
