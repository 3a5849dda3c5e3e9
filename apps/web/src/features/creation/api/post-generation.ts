import { ApiError, apiFetch, getToken } from '../../../lib/api-client';

export interface PostGenerationOptions {
  /** One per click of a paid button: a retried request is then answered once and charged once. */
  idempotencyKey?: string;
  /** Ask for 202 and a job id at once (`Prefer: respond-async`) rather than the finished answer. */
  respondAsync?: boolean;
  signal?: AbortSignal;
}

export interface PostedGeneration {
  status: number;
  body: unknown;
}

/**
 * POSTs a generation request. apiFetch cannot send the Prefer and Idempotency-Key headers, so this
 * is a plain fetch that reads errors the same way (status plus `detail`).
 */
export async function postGeneration(
  path: string,
  body: unknown,
  options: PostGenerationOptions = {},
): Promise<PostedGeneration> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.respondAsync) headers.Prefer = 'respond-async';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  const payload = parseJson(text);
  if (response.ok) return { status: response.status, body: payload };
  if (response.status === 401 && token) {
    // A refused token ends the session through apiFetch's own path (router, cache reset), which
    // this request cannot reach: asking who we are with the same token gets the same 401.
    apiFetch('/auth/me').catch(() => undefined);
  }
  throw new ApiError(response.status, detailOf(payload, response), payload);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function detailOf(payload: unknown, response: Response): string {
  const detail =
    typeof payload === 'object' && payload !== null && 'detail' in payload
      ? payload.detail
      : undefined;
  if (typeof detail === 'string' && detail) return detail;
  return response.statusText || `Request failed (${response.status})`;
}
