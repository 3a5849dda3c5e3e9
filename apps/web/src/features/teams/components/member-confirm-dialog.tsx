import type { Team, TeamMember } from '@atelier/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useLeaveTeam, useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';

/**
 * The question before a change that cannot simply be undone: removing a member, leaving the
 * team, or handing it over to another member.
 */
export function MemberConfirmDialog({
  team,
  action,
  member,
  onClose,
  onLeft,
}: {
  team: Team;
  action: 'remove' | 'transfer' | 'leave';
  member: TeamMember;
  onClose: () => void;
  onLeft: () => void;
}) {
  const t = useT();
  const remove = useRemoveMember(team.id);
  const leave = useLeaveTeam(team.id);
  const transfer = useUpdateMember(team.id);
  const values = { name: member.full_name, team: team.name };
  const failed = (fallback: string) => (error: unknown) =>
    toast.error(errorMessage(error, t(fallback)));

  const confirm = () => {
    if (action === 'remove') {
      remove.mutate(member.user_id, {
        onSuccess: () => toast.success(t('teams.memberRemoved', values)),
        onError: failed('teams.removeFailed'),
        onSettled: onClose,
      });
    } else if (action === 'leave') {
      leave.mutate(member.user_id, {
        onSuccess: () => {
          toast.success(t('teams.teamLeft', values));
          onLeft();
        },
        onError: failed('teams.leaveFailed'),
        onSettled: onClose,
      });
    } else {
      transfer.mutate(
        { userId: member.user_id, change: { role: 'owner' } },
        {
          onSuccess: () => toast.success(t('teams.ownerTransferred', values)),
          onError: failed('teams.transferFailed'),
          onSettled: onClose,
        },
      );
    }
  };

  const texts = {
    remove: {
      title: t('teams.removeTitle', values),
      message: t('teams.removeMessage', values),
      confirm: t('teams.remove'),
    },
    leave: {
      title: t('teams.leaveTitle', values),
      message: t('teams.leaveMessage', values),
      confirm: t('teams.leave'),
    },
    transfer: {
      title: t('teams.transferTitle', values),
      message: t('teams.transferMessage', values),
      confirm: t('teams.makeOwner'),
    },
  }[action];

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      tone={action === 'transfer' ? 'primary' : 'danger'}
      busy={remove.isPending || leave.isPending || transfer.isPending}
      onConfirm={confirm}
    />
  );
}
