import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  https: boolean;
}

/**
 * Helmet's headers on every answer, with each header set built once at start-up: @fastify/helmet
 * builds Helmet again for every request, which cost the hottest API routes about a tenth of their
 * throughput (ADR 005 has the measurement).
 *
 * Pages, scripts and the API documentation get the site's content security policy. JSON answers
 * under /api get the short policy OWASP suggests for APIs (nothing may load, nothing may frame
 * them) and `cache-control: no-store`, since they carry one user's data.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const common = {
    hsts: options.https,
    xFrameOptions: { action: 'deny' as const },
  };
  const forDocuments = helmet({ ...common, contentSecurityPolicy: documentPolicy(options) });
  const forApi = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  const noop = () => undefined;

  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    if (api) {
      forApi(request.raw, reply.raw, noop);
      reply.raw.setHeader('cache-control', 'no-store');
    } else {
      forDocuments(request.raw, reply.raw, noop);
    }
    done();
  });
}

/** The built app loads only its own scripts and styles; media may come from blob: and data:. */
function documentPolicy(options: SecurityHeaderOptions) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
