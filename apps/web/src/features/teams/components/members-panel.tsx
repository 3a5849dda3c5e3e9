import type { Team, TeamMember } from '@atelier/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { useAuth } from '../../../kits/session/auth-context';
import { useTeamMembers } from '../api/list-members';
import { memberActions } from '../team-roles';
import { EditMemberDialog } from './edit-member-dialog';
import { ListStatus } from './list-status';
import { MemberConfirmDialog } from './member-confirm-dialog';
import { MemberItem } from './member-item';
import type { MemberAction } from './member-item';

/** The team's members, with what the viewer may change: caps and roles, removal, ownership. */
export function MembersPanel({ team, onLeft }: { team: Team; onLeft: () => void }) {
  const t = useT();
  const { user } = useAuth();
  const members = useTeamMembers(team.id);
  const [chosen, setChosen] = useState<{ action: MemberAction; member: TeamMember } | null>(null);
  const list = members.data?.members ?? [];
  const viewer = { userId: user?.id ?? '', role: team.role };
  const close = () => setChosen(null);

  return (
    <div>
      {list.length === 0 ? (
        <ListStatus
          query={members}
          loading={t('teams.loadingMembers')}
          failed={t('teams.membersFailed')}
          empty={t('teams.noMembers')}
        />
      ) : (
        <ul aria-label={t('teams.membersOf', { team: team.name })} className="space-y-3">
          {list.map((member) => (
            <li key={member.user_id} aria-label={member.full_name}>
              <MemberItem
                member={member}
                self={member.user_id === viewer.userId}
                actions={memberActions(viewer, member)}
                onAction={(action) => setChosen({ action, member })}
              />
            </li>
          ))}
        </ul>
      )}
      {chosen?.action === 'edit' ? (
        <EditMemberDialog
          teamId={team.id}
          member={chosen.member}
          capsLocked={!memberActions(viewer, chosen.member).editCaps}
          onClose={close}
        />
      ) : chosen ? (
        <MemberConfirmDialog
          team={team}
          action={chosen.action}
          member={chosen.member}
          onClose={close}
          onLeft={onLeft}
        />
      ) : null}
    </div>
  );
}
