import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useT } from '../../lib/i18n/i18n';
import { useTeams } from '../../kits/workspace/api/list-teams';
import { TeamView } from './components/team-view';
import type { TeamSection } from './components/team-view';
import { TeamsCard } from './components/teams-card';
import { useWalletReturn } from './wallet-return';

/**
 * Issue 37: the user's teams and a form for a new one; the team chosen (`?team=<id>`, so it can
 * be linked and Back returns to the list) shows its members, wallet, invitations and activity,
 * the section named by `?tab=` (a payment returns to `tab=wallet`).
 */
export default function TeamsPage() {
  const t = useT();
  const teams = useTeams();
  const [params, setParams] = useSearchParams();
  useWalletReturn();
  const chosenId = params.get('team');
  const chosen = teams.data?.teams.find((team) => team.id === chosenId) ?? null;
  const choose = (teamId: string | null) => setParams(teamId ? { team: teamId } : {});
  // A change of section replaces the address: Back still returns to the list, not to each tab.
  const showSection = (teamId: string, section: TeamSection) =>
    setParams(section === 'members' ? { team: teamId } : { team: teamId, tab: section }, {
      replace: true,
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('teams.title')} description={t('teams.intro')} />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <TeamsCard
          query={teams}
          selectedId={chosen?.id ?? null}
          onCreated={(team) => choose(team.id)}
        />
        {chosen ? (
          // Keyed: another team starts on its members, with no dialog left open.
          <TeamView
            key={chosen.id}
            team={chosen}
            section={params.get('tab')}
            onSection={(section) => showSection(chosen.id, section)}
            onLeft={() => choose(null)}
          />
        ) : teams.data ? (
          <p className="text-slate-600 dark:text-slate-400">
            {teams.data.teams.length > 0 ? t('teams.chooseTeam') : t('teams.createFirst')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
