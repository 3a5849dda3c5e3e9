import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { useAuth } from '../../kits/session/auth-context';
import { useT } from '../../lib/i18n/i18n';

/**
 * Protected pages: a spinner while the user loads; a visitor goes to the landing page, or where a
 * session that just ended was sent (logout-all goes to /login).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, exitTo } = useAuth();
  const t = useT();
  if (status === 'loading') return <LoadingOverlay fullScreen label={t('common.loadingAccount')} />;
  if (status === 'signed-out') return <Navigate to={exitTo} replace />;
  return children;
}
