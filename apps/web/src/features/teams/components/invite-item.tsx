import type { TeamInvite } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { formatDate } from '../../../lib/time';
import { INVITE_STATUS_LABELS, ROLE_LABELS } from '../team-roles';

const TONES: Record<TeamInvite['status'], BadgeTone> = {
  pending: 'primary',
  accepted: 'success',
  withdrawn: 'default',
  expired: 'warning',
};

/** One invitation: to whom, with which role, where it stands; a pending one can be withdrawn. */
export function InviteItem({
  invite,
  busy,
  onWithdraw,
}: {
  invite: TeamInvite;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const t = useT();
  const pending = invite.status === 'pending';
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900 dark:text-slate-100">
            {invite.email}
          </span>
          <Badge tone={TONES[invite.status]}>{t(INVITE_STATUS_LABELS[invite.status])}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t(ROLE_LABELS[invite.role])}
          {' · '}
          {t('teams.invitedOn', { date: formatDate(invite.created_at) })}
          {pending ? (
            <>
              {' · '}
              {t('teams.expiresOn', { date: formatDate(invite.expires_at) })}
            </>
          ) : null}
        </p>
      </div>
      {pending ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          disabled={busy}
          aria-label={t('teams.withdrawNamed', { email: invite.email })}
          onClick={onWithdraw}
        >
          {t('teams.withdraw')}
        </Button>
      ) : null}
    </div>
  );
}
