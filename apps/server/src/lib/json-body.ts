import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

export const UNSTORABLE_TEXT =
  'Text may not contain the NUL character or a lone surrogate (\\u0000, \\ud800 to \\udfff).';

/** With the u flag a pair (an emoji) is one code point, so only a half alone matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * Strings PostgreSQL cannot store: text refuses NUL, and jsonb refuses NUL and lone surrogates
 * too. JSON can only carry them as escapes, so the parsed body is walked only when the text
 * holds such an escape; the value is refused before any route reads it, rather than failing at
 * the database as a 500.
 */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0') || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => hasUnstorableText(key) || hasUnstorableText(item),
    );
  }
  return false;
}

const RISKY_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * Fastify's own JSON parser, then the check above. A `__proto__` key, or `constructor` holding
 * `prototype`, is removed as the body is parsed (secure-json-parse), so it never reaches an
 * object's prototype; like any property a route does not know, it is ignored, not refused.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parse(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      const text = body as string;
      if (text.includes('\\u') && RISKY_ESCAPE.test(text) && hasUnstorableText(parsed)) {
        return done(new AppError('UNPROCESSABLE', UNSTORABLE_TEXT), undefined);
      }
      done(null, parsed);
    });
  });
}
