import { useT } from '../../../lib/i18n/i18n';
import MonitorSmartphoneIcon from 'lucide-react/icons/monitor-smartphone';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { hasPage, useRouteTable } from '../../../app/route-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatRelativeTime } from '../../../lib/time';
import { useSessions } from '../api/list-sessions';
import { CardHeader } from '../../../components/ui/page-header';
import { LogoutAllDialog } from '../sessions/logout-all-dialog';
import { ApiKeysNote } from './api-keys-note';
import { DeviceIcon, deviceLabel, ipLabel, sortSessions } from '../sessions/session-device';

/** Spec: on this page, a failed session fetch or logout-all is only logged. */
export function SecuritySessionsCard() {
  const sessions = useSessions();
  const [confirmAll, setConfirmAll] = useState(false);
  const t = useT();
  const canManage = hasPage(useRouteTable(), '/active-sessions');

  useEffect(() => {
    if (sessions.error) console.warn('Failed to load active sessions', sessions.error);
  }, [sessions.error]);

  return (
    <Card>
      <CardHeader
        icon={<MonitorSmartphoneIcon className="size-5" aria-hidden="true" />}
        title={t('security.sessionsTitle')}
        description={t('security.sessionsDescription')}
        actions={
          <Button variant="secondary" size="sm" onClick={() => setConfirmAll(true)}>
            {t('security.logoutAllSessions')}
          </Button>
        }
      />
      <ApiKeysNote after="logoutAll" />
      {sessions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
          <span className="sr-only">{t('sessions.loading')}</span>
        </div>
      ) : null}
      {sessions.data?.active_sessions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t('api.auth.noSessions')}
        </p>
      ) : null}
      {sessions.data ? (
        <ul
          aria-label={t('security.sessionsTitle')}
          className="mt-4 divide-y divide-slate-100 dark:divide-slate-800"
        >
          {sortSessions(sessions.data.active_sessions).map((session) => (
            <li key={session.session_id} className="flex items-start gap-3 py-3 text-sm">
              <DeviceIcon session={session} className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  <span className="break-words">{deviceLabel(session, t)}</span>
                  {session.is_current ? (
                    <Badge tone="success">{t('sessions.current')}</Badge>
                  ) : null}
                </p>
                <p className="text-slate-500 dark:text-slate-400">
                  {ipLabel(session, t)} · {t('sessions.active')}{' '}
                  <time
                    dateTime={session.last_activity}
                    title={formatDateTime(session.last_activity)}
                  >
                    {formatRelativeTime(session.last_activity)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {canManage ? (
        <Link
          to="/active-sessions"
          className="mt-3 inline-block text-sm font-medium text-primary-600 hover:underline dark:text-primary-400"
        >
          {t('security.manageSessions')}
        </Link>
      ) : null}
      <LogoutAllDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        onError={(error) => console.warn('Failed to logout all sessions', error)}
      />
    </Card>
  );
}
