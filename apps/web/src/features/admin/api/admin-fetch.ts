import type { ZodType } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { ApiAnswer, RequestOptions } from '../../../lib/api-client';
import { endAdminSession, getAdminToken } from '../admin-session';

/** Every admin query's key starts here, so signing out drops them all at once. */
export const adminKey = ['admin'] as const;

/**
 * An admin call: under /api/admin, with the admin token (or the one given, during MFA
 * enrolment). A 401 on the stored token ends the admin session; the user's is left alone.
 */
export async function adminRequest(path: string, options: RequestOptions = {}): Promise<ApiAnswer> {
  const token = options.token !== undefined ? options.token : getAdminToken();
  try {
    return await apiRequest(`/admin${path}`, { ...options, token });
  } catch (error) {
    // A refused sign-in or enrolment code is the form's to show, not an expired session.
    const expired = error instanceof ApiError && error.status === 401;
    if (expired && token && token === getAdminToken()) endAdminSession();
    throw error;
  }
}

/** adminRequest with the answer checked against the contract. */
export async function adminFetch<T>(
  path: string,
  options: RequestOptions & { schema: ZodType<T> },
): Promise<T> {
  const { body } = await adminRequest(path, options);
  return options.schema.parse(body);
}

/** A query string of the values that are set (empty filters are left out). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
