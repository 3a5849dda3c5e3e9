import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { useAuth } from '../../features/auth/auth-context';

/**
 * Protected pages: a spinner while the user loads; a visitor goes to the landing page, or where a
 * session that just ended was sent (logout-all goes to /login).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, exitTo } = useAuth();
  if (status === 'loading') return <LoadingOverlay fullScreen label="Loading your account..." />;
  if (status === 'signed-out') return <Navigate to={exitTo} replace />;
  return children;
}
