import { apiFetch } from '../../../lib/api-client';

/** Ends the server session; the caller signs out locally whatever this answers. */
export function logout(): Promise<unknown> {
  return apiFetch('/auth/logout', { method: 'POST' });
}
