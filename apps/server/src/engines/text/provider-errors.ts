import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  RetryError,
  TypeValidationError,
} from 'ai';
import { AppError } from '../../lib/errors';

/** Key-like strings a provider may echo back (OpenAI masks but still quotes the key it got). */
const KEY_LIKE = /\b(?:sk|pk|rk|r8|hf|gsk|pplx|xai|AIza)[-_][\w*.-]+|\b[\w*-]{32,}\b/g;

/** A provider's own words, made fit to show: no keys, one line, short. */
export function safeSnippet(text: string, secret?: string, max = 200): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  if (secret) clean = clean.replaceAll(secret, '[redacted]');
  clean = clean.replace(KEY_LIKE, '[redacted]');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The message inside the error bodies of the OpenAI, Anthropic, Google and Cohere dialects. */
function providerMessage(responseBody: string | undefined): string | undefined {
  if (!responseBody) return undefined;
  try {
    const body = JSON.parse(responseBody) as {
      error?: string | { message?: unknown };
      message?: unknown;
      detail?: unknown;
    };
    const candidates = [
      typeof body.error === 'object' ? body.error?.message : body.error,
      body.message,
      body.detail,
    ];
    return candidates.find((value): value is string => typeof value === 'string');
  } catch {
    return undefined;
  }
}

function apiFailure(error: APICallError, secret?: string): string {
  const status = error.statusCode;
  if (status === undefined) return 'the service could not be reached';
  const raw = providerMessage(error.responseBody);
  const said = raw ? safeSnippet(raw, secret) : '';
  // Google answers a bad key with 400 INVALID_ARGUMENT rather than 401.
  if (status === 401 || status === 403 || (status === 400 && /api[ _-]?key/i.test(raw ?? ''))) {
    return 'the API key was refused';
  }
  if (status === 404) return `the model was not found${said ? ` (${said})` : ''}`;
  if (status === 429) return 'too many requests (rate limited); try again shortly';
  if (status >= 500) return `the service had an error (HTTP ${status}); try again shortly`;
  return `the request was refused (HTTP ${status})${said ? `: ${said}` : ''}`;
}

/** A short reason for the user: never the key, the stack or the request. */
export function failureReason(error: unknown, secret?: string): string {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) return apiFailure(last, secret);
  if (
    InvalidResponseDataError.isInstance(last) ||
    JSONParseError.isInstance(last) ||
    TypeValidationError.isInstance(last)
  ) {
    return 'the answer was not in the expected format';
  }
  if (last instanceof TypeError && /fetch/i.test(last.message)) {
    return 'the service could not be reached';
  }
  return 'an unexpected error';
}

export function providerError(label: string, error: unknown, secret?: string): AppError {
  return new AppError('UNAVAILABLE', `${label} could not answer: ${failureReason(error, secret)}`);
}
