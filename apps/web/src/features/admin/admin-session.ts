import type { AdminLoginResponse } from '@atelier/contract';
const ADMIN_TOKEN_KEY = 'admin_token';
const ROLE_KEY = 'admin_role';
const PERMISSIONS_KEY = 'admin_permissions';

export const ADMIN_LOGIN_PATH = '/admin/login';

export function getAdminToken(): string | null {
  return localStorage.getItem(ADMIN_TOKEN_KEY);
}

/** The admin portal's token, apart from the user's; null forgets it. */
function setAdminToken(token: string | null): void {
  if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
  else localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** Spec part 2, "Client storage": the admin token, role and permissions, apart from the user's. */
export function storeAdminSession(
  session: Pick<AdminLoginResponse, 'access_token' | 'role' | 'permissions'>,
): void {
  setAdminToken(session.access_token);
  localStorage.setItem(ROLE_KEY, session.role);
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(session.permissions));
}

export function clearAdminSession(): void {
  setAdminToken(null);
  localStorage.removeItem(ROLE_KEY);
  localStorage.removeItem(PERMISSIONS_KEY);
}

let onEnded: (() => void) | null = null;

/** The admin frame registers how to leave (router navigation, cache reset). */
export function setAdminSessionEndedHandler(handler: (() => void) | null): void {
  onEnded = handler;
}

/** A session the server no longer honours: forget it and go to the admin login. */
export function endAdminSession(): void {
  clearAdminSession();
  if (onEnded) onEnded();
  else window.location.assign(ADMIN_LOGIN_PATH);
}
