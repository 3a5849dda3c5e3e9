import type { ActiveSession } from '@atelier/contract';
import { useT } from '../../../lib/i18n/i18n';
import LogOutIcon from 'lucide-react/icons/log-out';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime, formatRelativeTime } from '../../../lib/time';
import { DeviceIcon, deviceLabel, ipLabel } from './session-device';

export interface SessionCardProps {
  session: ActiveSession;
  /** Absent for the current session: Sign Out ends that one. */
  onLogout?: () => void;
}

export function SessionCard({ session, onLogout }: SessionCardProps) {
  const t = useT();
  const device = deviceLabel(session, t);
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <DeviceIcon session={session} className="size-5" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">
                {device}
              </h3>
              {session.is_current ? <Badge tone="success">{t('sessions.current')}</Badge> : null}
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <Detail label={t('sessions.ipAddress')} value={ipLabel(session, t)} />
              <TimeDetail label={t('sessions.created')} iso={session.created_at} />
              <TimeDetail label={t('sessions.lastActivity')} iso={session.last_activity} />
            </dl>
          </div>
        </div>
        {onLogout ? (
          <Button variant="secondary" size="sm" onClick={onLogout} className="self-start">
            <LogOutIcon className="size-4" aria-hidden="true" />
            {t('sessions.logout')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-800 dark:text-slate-200">{value}</dd>
    </>
  );
}

function TimeDetail({ label, iso }: { label: string; iso: string }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-800 dark:text-slate-200">
        {formatRelativeTime(iso)}{' '}
        <time dateTime={iso} className="text-slate-500 dark:text-slate-400">
          ({formatDateTime(iso)})
        </time>
      </dd>
    </>
  );
}
