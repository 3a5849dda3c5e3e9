import type { AdminMe } from '@atelier/contract';
import { useQueryClient } from '@tanstack/react-query';
import LogOutIcon from 'lucide-react/icons/log-out';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { resetTheme } from '../../../lib/theme';
import { adminKey } from '../api/admin-fetch';
import { useAdminMe } from '../api/get-me';
import { adminLogout } from '../api/logout';
import {
  ADMIN_LOGIN_PATH,
  clearAdminSession,
  endAdminSession,
  setAdminSessionEndedHandler,
} from '../admin-session';
import { ROLE_LABELS } from './role-labels';

/**
 * The signed-in admin pages' frame: the admin check on load (spec part 2, section 6: a failed
 * check clears the admin data and goes to the login), then a header with the admin and Logout.
 */
export function AdminFrame({ children }: { children: (admin: AdminMe) => ReactNode }) {
  const me = useAdminMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Staff pages have no theme setting of their own: they keep the public pages' light look.
  useEffect(() => resetTheme(), []);

  useEffect(() => {
    setAdminSessionEndedHandler(() => {
      queryClient.removeQueries({ queryKey: adminKey });
      void navigate(ADMIN_LOGIN_PATH, { replace: true });
    });
    return () => setAdminSessionEndedHandler(null);
  }, [navigate, queryClient]);

  useEffect(() => {
    if (me.isError) endAdminSession();
  }, [me.isError]);

  const logout = () => {
    // The request reads the token before it is forgotten; its answer changes nothing here.
    adminLogout().catch(() => undefined);
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKey });
    // Spec part 2: admin logout goes to /admin (the login).
    void navigate('/admin', { replace: true });
  };

  if (!me.data) return <LoadingOverlay fullScreen label="Checking your admin session..." />;
  const admin = me.data;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
            <ShieldCheckIcon className="size-5 text-primary-600" aria-hidden="true" />
            Admin Portal
          </p>
          <div className="flex items-center gap-3">
            <p className="text-right text-sm">
              <span className="block font-medium text-slate-900 dark:text-slate-100">
                {admin.full_name}
              </span>
              <span className="text-slate-600 dark:text-slate-400">{admin.email}</span>
            </p>
            <Badge tone="primary">{ROLE_LABELS[admin.role]}</Badge>
            <Button variant="secondary" size="sm" onClick={logout}>
              <LogOutIcon className="size-4" aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">{children(admin)}</main>
    </div>
  );
}
