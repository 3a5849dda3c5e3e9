import type { Team } from '@atelier/contract';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import type { TabDefinition } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n/i18n';
import { canManage } from '../team-roles';
import { ActivityPanel } from './activity-panel';
import { InvitesPanel } from './invites-panel';
import { MemberWallet } from './member-wallet';
import { MembersPanel } from './members-panel';
import { TeamHeader } from './team-header';
import { WalletPanel } from './wallet-panel';

export type TeamSection = 'members' | 'wallet' | 'invites' | 'activity';

/**
 * One team: its header, then its members and its wallet for everyone (a plain member sees the
 * balance and their own spending), and its invitations and activity for owners and admins. The
 * section shown is the page's (`?tab=`), so a payment can return to the wallet.
 */
export function TeamView({
  team,
  section,
  onSection,
  onLeft,
}: {
  team: Team;
  /** The section asked for; one the viewer may not see shows the members. */
  section: string | null;
  onSection: (section: TeamSection) => void;
  onLeft: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const manager = canManage(team.role);
  const tabs: TabDefinition<TeamSection>[] = [
    {
      value: 'members',
      label: t('teams.members'),
      content: () => <MembersPanel team={team} onLeft={onLeft} />,
    },
    {
      value: 'wallet',
      label: t('teams.wallet'),
      content: () => (manager ? <WalletPanel team={team} /> : <MemberWallet team={team} />),
    },
  ];
  if (manager) {
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
  const shown = tabs.find((tab) => tab.value === section)?.value ?? 'members';

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      <TeamHeader team={team} headingId={headingId} />
      <Card>
        <Tabs
          label={t('teams.sections', { team: team.name })}
          tabs={tabs}
          value={shown}
          onChange={onSection}
        />
      </Card>
    </section>
  );
}
