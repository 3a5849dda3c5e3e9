import type { TeamInvite } from '@atelier/contract';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useTeamInvites } from '../api/list-invites';
import { useWithdrawInvite } from '../api/withdraw-invite';
import { InviteForm } from './invite-form';
import { InviteItem } from './invite-item';
import { ListStatus } from './list-status';

/** Invite by email, and the team's invitations with their state (owners and admins). */
export function InvitesPanel({ teamId }: { teamId: string }) {
  const t = useT();
  const invites = useTeamInvites(teamId);
  const withdraw = useWithdrawInvite(teamId);
  const list = invites.data?.invites ?? [];

  // Only the link stops working: asking again is as easy as inviting again.
  const withdrawInvite = (invite: TeamInvite) =>
    withdraw.mutate(invite.id, {
      onSuccess: () => toast.success(t('teams.inviteWithdrawnToast', { email: invite.email })),
      onError: (error) => toast.error(errorMessage(error, t('teams.withdrawFailed'))),
    });

  return (
    <div className="space-y-6">
      <InviteForm teamId={teamId} />
      <div className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">
          {t('teams.invitations')}
        </h3>
        {list.length === 0 ? (
          <ListStatus
            query={invites}
            loading={t('teams.loadingInvites')}
            failed={t('teams.invitesFailed')}
            empty={t('teams.noInvites')}
          />
        ) : (
          <ul aria-label={t('teams.invitations')} className="space-y-3">
            {list.map((invite) => (
              <li key={invite.id} aria-label={invite.email}>
                <InviteItem
                  invite={invite}
                  busy={withdraw.isPending}
                  onWithdraw={() => withdrawInvite(invite)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
