import type { Team } from '@atelier/contract';
import { useId, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import type { TabDefinition } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n/i18n';
import { canManage } from '../team-roles';
import { ActivityPanel } from './activity-panel';
import { InvitesPanel } from './invites-panel';
import { MembersPanel } from './members-panel';
import { TeamHeader } from './team-header';

type Section = 'members' | 'invites' | 'activity';

/**
 * One team: its header, then its members for everyone, and its invitations and activity for
 * owners and admins. The wallet's history will be a section of its own.
 */
export function TeamView({ team, onLeft }: { team: Team; onLeft: () => void }) {
  const t = useT();
  const headingId = useId();
  const [section, setSection] = useState<Section>('members');
  const tabs: TabDefinition<Section>[] = [
    {
      value: 'members',
      label: t('teams.members'),
      content: () => <MembersPanel team={team} onLeft={onLeft} />,
    },
  ];
  if (canManage(team.role)) {
    tabs.push(
      {
        value: 'invites',
        label: t('teams.invitations'),
        content: () => <InvitesPanel teamId={team.id} />,
      },
      {
        value: 'activity',
        label: t('teams.activity'),
        content: () => <ActivityPanel teamId={team.id} />,
      },
    );
  }
  // A viewer who lost the admin role meanwhile is brought back to the members.
  const shown = tabs.some((tab) => tab.value === section) ? section : 'members';

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      <TeamHeader team={team} headingId={headingId} />
      <Card>
        <Tabs
          label={t('teams.sections', { team: team.name })}
          tabs={tabs}
          value={shown}
          onChange={setSection}
        />
      </Card>
    </section>
  );
}
