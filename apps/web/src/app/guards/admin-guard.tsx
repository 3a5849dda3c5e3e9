import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getAdminToken } from '../../features/admin/admin-session';

const ADMIN_LOGIN = '/admin/login';
const ADMIN_HOME = '/admin/dashboard';
/** An invited admin sets a password here before having any token. */
const ACCEPT_INVITE = '/admin/accept-invite';

/**
 * Spec part 2, "Admin area": without an admin token every admin page but the login (and the
 * invitation) goes to the login; with one, the login screens (/admin, /admin/login) go to the
 * admin dashboard.
 */
export function adminRedirect(pathname: string, hasAdminToken: boolean): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!hasAdminToken) return path === ADMIN_LOGIN || path === ACCEPT_INVITE ? null : ADMIN_LOGIN;
  if (path === ADMIN_LOGIN || path === '/admin') return ADMIN_HOME;
  return null;
}

export default function AdminGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const target = adminRedirect(pathname, getAdminToken() !== null);
  return target ? <Navigate to={target} replace /> : children;
}
