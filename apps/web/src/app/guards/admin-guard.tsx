import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { getAdminToken } from '../../features/admin/admin-session';
import { activateLanguage, activeLanguage, useLanguage } from '../../lib/i18n/i18n';

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

/**
 * The portal is English (ADR 026); its shared parts (dialogs, copy buttons) speak through the
 * message catalogues, so English is made active before its pages render. This guard's chunk
 * loads only for staff, and the catalogue with it.
 */
function useEnglish(): boolean {
  const language = useLanguage();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (activeLanguage() !== 'en' || !loaded) {
      void activateLanguage('en').then(() => setLoaded(true));
    }
  }, [language, loaded]);
  return loaded && language === 'en';
}

export default function AdminGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const english = useEnglish();
  const target = adminRedirect(pathname, getAdminToken() !== null);
  if (target) return <Navigate to={target} replace />;
  return english ? children : <LoadingOverlay fullScreen />;
}
