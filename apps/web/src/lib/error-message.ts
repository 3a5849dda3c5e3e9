import { ApiError } from './api-client';

/**
 * The server's own words when it gave some (a `detail`, or that it could not be reached), else the
 * caller's fallback: a proxy's bare "Bad Gateway" tells a person nothing they can act on.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.detail;
  const { body } = error;
  const hasDetail = typeof body === 'object' && body !== null && 'detail' in body;
  return hasDetail && error.detail ? error.detail : fallback;
}

/** A field of the error body beyond `detail`, such as `two_factor_required`. */
export function errorField(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError)) return undefined;
  const { body } = error;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[field]
    : undefined;
}
