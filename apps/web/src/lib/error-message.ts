import { ApiError } from './api-client';

/**
 * The interface language's message `id` with its values, when the language has it and the values
 * it needs (set by lib/i18n).
 */
type Translator = (id: string, values?: Record<string, unknown>) => string | undefined;
let translateId: Translator = () => undefined;

/**
 * Set by the interface's translations once they load. Kept apart from them, so pages without
 * translations yet (the landing page) show the server's English and carry no i18n code.
 */
export function setErrorTranslator(translator: Translator): void {
  translateId = translator;
}

/**
 * The server's own words when it gave some: their translation (`api.<code>`, with the figures
 * the answer gives as `values`: a cap, a balance) when the interface knows the answer's `code`,
 * else its `detail`; that the server could not be reached; else the caller's fallback: a proxy's
 * bare "Bad Gateway" tells a person nothing they can act on.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return translateId('common.unreachable') ?? error.detail;
  const { body } = error;
  const hasDetail = typeof body === 'object' && body !== null && 'detail' in body;
  if (!hasDetail || !error.detail) return fallback;
  const { code, values } = body as { code?: unknown; values?: unknown };
  const figures = typeof values === 'object' && values !== null ? values : {};
  return (
    (typeof code === 'string' && translateId(`api.${code}`, figures as Record<string, unknown>)) ||
    error.detail
  );
}

/** A field of the error body beyond `detail`, such as `two_factor_required`. */
export function errorField(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError)) return undefined;
  const { body } = error;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[field]
    : undefined;
}
