import type { ZodType } from 'zod';

const API_BASE = '/api';
const TOKEN_KEY = 'token';
const REMEMBER_ME_KEY = 'remember_me';

/** An answer the API refused: the HTTP status and the server's human-readable `detail`. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  /**
   * The parsed error body, for answers that say more than `detail` (a sign-in that needs a
   * two-factor code answers `two_factor_required: true`); null when there was none.
   */
  readonly body: unknown;

  constructor(status: number, detail: string, body: unknown = null) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

export function getToken(): string | null {
  // No storage when a page is prerendered at build time.
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string, rememberMe = false): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(REMEMBER_ME_KEY, String(rememberMe));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REMEMBER_ME_KEY);
}

let onUnauthorized: (() => void) | null = null;

/**
 * The app registers how to leave a dead session (router navigation, cache reset); without one the
 * client falls back to a full page load of the landing page.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except a FormData, which is sent as multipart. */
  body?: unknown;
  /** Extra headers, such as Prefer and Idempotency-Key; Accept and Authorization are set here. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A public call the spec sends without the token (recommendations, the directory, shared views). */
  anonymous?: boolean;
  /**
   * Sent instead of the user's token (the admin portal's calls); a 401 then ends no user session,
   * the caller handles it.
   */
  token?: string | null;
  /** Read a successful answer as a file (an export) rather than as JSON. */
  file?: boolean;
}

/** A successful answer with its status, for callers that tell 202 Accepted from 200. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  /** Content-Disposition's file name for a file answer, for instance. */
  headers: Headers;
}

export function apiFetch<T>(
  path: string,
  options: RequestOptions & { schema: ZodType<T> },
): Promise<T>;
export function apiFetch(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiFetch(
  path: string,
  options: RequestOptions & { schema?: ZodType } = {},
): Promise<unknown> {
  const { body } = await apiRequest(path, options);
  return options.schema ? options.schema.parse(body) : body;
}

/** apiFetch without the schema, answering the status with the body; refusals throw the same way. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<ApiAnswer> {
  const own = options.token !== undefined;
  const token = options.anonymous ? null : own ? options.token : getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file uploads) goes as is: the browser sets the multipart boundary itself.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: isForm ? (options.body as FormData) : encodeJson(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw unanswered(error);
  }

  let payload: unknown;
  try {
    payload = options.file && response.ok ? await response.blob() : await readBody(response);
  } catch (error) {
    // The body was cut off (the page was left, the network dropped): no answer either.
    throw unanswered(error);
  }
  if (!response.ok) {
    // A 401 without a token is a refused sign-in, not an expired session: the form shows it.
    if (response.status === 401 && token && !own) leaveDeadSession();
    throw new ApiError(response.status, detailOf(payload, response), payload);
  }
  return { status: response.status, body: payload, headers: response.headers };
}

/** A request the server never answered: status 0, unless the caller cancelled it. */
function unanswered(error: unknown): Error {
  // By name: the browser's DOMException and a test runner's may be different classes.
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new ApiError(0, 'Could not reach the server. Check your connection and try again.');
}

function encodeJson(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

function leaveDeadSession(): void {
  clearToken();
  if (onUnauthorized) onUnauthorized();
  else window.location.assign('/');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function detailOf(payload: unknown, response: Response): string {
  const detail = isRecord(payload) ? payload.detail : undefined;
  const readable = toReadable(detail);
  if (readable) return readable;
  return response.statusText || `Request failed (${response.status})`;
}

/** Our server sends a string; list- or object-shaped details (validation output) are flattened. */
function toReadable(detail: unknown): string {
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) return detail.map(toReadable).filter(Boolean).join('; ');
  if (isRecord(detail)) {
    const message = typeof detail.msg === 'string' ? detail.msg : toReadable(detail.message);
    const field = Array.isArray(detail.loc) ? detail.loc.filter((p) => p !== 'body').join('.') : '';
    if (message) return field ? `${field}: ${message}` : message;
    return JSON.stringify(detail);
  }
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
