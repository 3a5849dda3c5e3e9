import type { Team } from '@atelier/contract';
import UsersIcon from 'lucide-react/icons/users';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n/i18n';
import type { useTeams } from '../../../kits/workspace/api/list-teams';
import { CreateTeamForm } from './create-team-form';
import { ListStatus } from './list-status';
import { TeamList } from './team-list';

/** The teams the user belongs to, and the form that makes a new one. */
export function TeamsCard({
  query,
  selectedId,
  onCreated,
}: {
  query: ReturnType<typeof useTeams>;
  selectedId: string | null;
  onCreated: (team: Team) => void;
}) {
  const t = useT();
  const teams = query.data?.teams ?? [];
  return (
    <Card className="space-y-5">
      <CardTitle
        icon={<UsersIcon className="size-5" aria-hidden="true" />}
        title={t('teams.yourTeams')}
      />
      {teams.length > 0 ? (
        <TeamList teams={teams} selectedId={selectedId} />
      ) : (
        <ListStatus
          query={query}
          loading={t('teams.loadingTeams')}
          failed={t('teams.teamsFailed')}
          empty={t('teams.noTeams')}
        />
      )}
      <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
        <CreateTeamForm onCreated={onCreated} />
      </div>
    </Card>
  );
}
