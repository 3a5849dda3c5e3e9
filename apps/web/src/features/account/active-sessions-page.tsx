import { MAX_SESSIONS } from '@atelier/contract';
import { useT } from '../../lib/i18n/i18n';
import type { ActiveSession } from '@atelier/contract';
import LogOutIcon from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import type { AlertTone } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { useFlash } from '../../lib/use-flash';
import { useSessions } from './api/list-sessions';
import { useRevokeSession } from './api/revoke-session';
import { PageHeader } from '../../components/ui/page-header';
import { LogoutAllDialog } from './sessions/logout-all-dialog';
import { SessionCard } from './sessions/session-card';
import { deviceLabel, sortSessions } from './sessions/session-device';

interface Message {
  tone: AlertTone;
  text: string;
}

export default function ActiveSessionsPage() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const message = useFlash<Message>();
  const [target, setTarget] = useState<ActiveSession | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const t = useT();

  const logoutTarget = () => {
    if (!target) return;
    revoke.mutate(target.session_id, {
      onSuccess: () => message.show({ tone: 'success', text: t('api.auth.sessionLoggedOut') }),
      onError: () => message.show({ tone: 'error', text: t('api.auth.sessionLogoutFailed') }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('sessions.title')}
        description={t('sessions.description')}
        actions={
          <Button variant="danger" onClick={() => setConfirmAll(true)}>
            <LogOutIcon className="size-4" aria-hidden="true" />
            {t('sessions.logoutAll')}
          </Button>
        }
      />
      <Alert tone="info">{t('sessions.limitNotice', { max: MAX_SESSIONS })}</Alert>
      {message.value ? <Alert tone={message.value.tone}>{message.value.text}</Alert> : null}

      {sessions.isPending ? <LoadingOverlay label={t('sessions.loading')} /> : null}
      {sessions.isError ? (
        <Alert tone="error">
          <p>{t('api.auth.sessionsLoadFailed')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void sessions.refetch()}
          >
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {sessions.data ? (
        <section aria-labelledby="sessions-heading" className="space-y-4">
          <h2
            id="sessions-heading"
            className="text-lg font-semibold text-slate-900 dark:text-slate-100"
          >
            {t('sessions.count', {
              count: sessions.data.active_sessions.length,
              max: sessions.data.max_sessions,
            })}
          </h2>
          {sessions.data.active_sessions.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">{t('api.auth.noSessions')}</p>
          ) : (
            <ul className="space-y-3">
              {sortSessions(sessions.data.active_sessions).map((session) => (
                <li key={session.session_id} aria-label={deviceLabel(session, t)}>
                  <SessionCard
                    session={session}
                    onLogout={session.is_current ? undefined : () => setTarget(session)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={t('sessions.logoutQuestion')}
        message={t('api.auth.confirmLogoutSession')}
        confirmLabel={t('sessions.logout')}
        tone="danger"
        busy={revoke.isPending}
        onConfirm={logoutTarget}
      />
      <LogoutAllDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        onError={() => message.show({ tone: 'error', text: t('api.auth.sessionsLogoutAllFailed') })}
      />
    </div>
  );
}
