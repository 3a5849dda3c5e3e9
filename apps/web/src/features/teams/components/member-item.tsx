import type { TeamMember } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { formatDate } from '../../../lib/time';
import { capText } from '../caps';
import type { MemberActions } from '../team-roles';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { RoleBadge } from './role-badge';

export type MemberAction = 'edit' | 'remove' | 'transfer' | 'leave';

/** One member: who, their role, what they may spend, and the buttons the viewer may use. */
export function MemberItem({
  member,
  self,
  actions,
  onAction,
}: {
  member: TeamMember;
  /** The viewer's own row. */
  self: boolean;
  actions: MemberActions;
  onAction: (action: MemberAction) => void;
}) {
  const t = useT();
  const name = member.full_name;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">{name}</h3>
          <RoleBadge role={member.role} />
          {self ? <Badge>{t('teams.you')}</Badge> : null}
        </div>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">{member.email}</p>
        <DetailList>
          <Detail label={t('teams.dailyCap')}>{capText(t, member.daily_cap)}</Detail>
          <Detail label={t('teams.monthlyCap')}>{capText(t, member.monthly_cap)}</Detail>
          <Detail label={t('teams.joined')}>{formatDate(member.joined_at)}</Detail>
        </DetailList>
        {self && member.role === 'owner' ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('teams.ownerLeaveHint')}
          </p>
        ) : null}
        {self && member.role === 'admin' ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('api.team.ownCapsByOthers')}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 self-start">
        {actions.edit ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('teams.editNamed', { name })}
            onClick={() => onAction('edit')}
          >
            {t('teams.edit')}
          </Button>
        ) : null}
        {actions.transfer ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('teams.makeOwnerNamed', { name })}
            onClick={() => onAction('transfer')}
          >
            {t('teams.makeOwner')}
          </Button>
        ) : null}
        {actions.remove ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('teams.removeNamed', { name })}
            onClick={() => onAction('remove')}
          >
            {t('teams.remove')}
          </Button>
        ) : null}
        {actions.leave ? (
          <Button variant="secondary" size="sm" onClick={() => onAction('leave')}>
            {t('teams.leave')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
