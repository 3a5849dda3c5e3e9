import { ApiError } from './api-client';

/** The interface language's text for an error code, when it has one (set by lib/i18n). */
type CodeTranslator = (code: string) => string | undefined;
let translateCode: CodeTranslator = () => undefined;

/**
 * Set by the interface's translations once they load. Kept apart from them, so pages without
 * translations yet (the landing page) show the server's English and carry no i18n code.
 */
export function setErrorTranslator(translator: CodeTranslator): void {
  translateCode = translator;
}

/**
 * The server's own words when it gave some: their translation when the interface knows the
 * answer's `code`, else its `detail` (or that it could not be reached); else the caller's
 * fallback: a proxy's bare "Bad Gateway" tells a person nothing they can act on.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.detail;
  const { body } = error;
  const hasDetail = typeof body === 'object' && body !== null && 'detail' in body;
  if (!hasDetail || !error.detail) return fallback;
  const code = (body as { code?: unknown }).code;
  return (typeof code === 'string' && translateCode(code)) || error.detail;
}

/** A field of the error body beyond `detail`, such as `two_factor_required`. */
export function errorField(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError)) return undefined;
  const { body } = error;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[field]
    : undefined;
}
