import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** A route's own limit per address and minute (replacing the API's), or `false` for none. */
export type RouteRateLimit = { max: number } | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

export interface RateLimitOptions {
  /** Requests per address and minute on every API route without a limit of its own. */
  max: number;
  windowMs?: number;
}

const MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * The per-address API limit of this process: requests are counted in fixed one-minute windows
 * (all counters start again together), so a client may send up to twice the limit across a
 * window's edge. It guards one process against a flood; limits that must hold across processes
 * (failed sign-ins, paid generations) live in the database (throttle.ts).
 *
 * A synchronous hook with one Map lookup: @fastify/rate-limit's store and promise per request
 * cost the hottest authenticated routes about a fifth of their throughput (ADR 014).
 */
export function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const windowMs = options.windowMs ?? 60_000;
  let counts = new Map<string, number>();
  let windowEndsAt = Date.now() + windowMs;

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const own = request.routeOptions.config.rateLimit;
    if (own === false) return done();
    const now = Date.now();
    if (now >= windowEndsAt) {
      counts = new Map();
      windowEndsAt = now + windowMs;
    }
    // A route with its own limit counts apart from the rest of the API.
    const key = own ? `${request.routeOptions.url ?? ''} ${request.ip}` : request.ip;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count <= (own ? own.max : options.max)) return done();
    const retryAfter = String(Math.max(1, Math.ceil((windowEndsAt - now) / 1000)));
    done(new AppError('TOO_MANY_REQUESTS', MESSAGE, undefined, { 'retry-after': retryAfter }));
  });
}
