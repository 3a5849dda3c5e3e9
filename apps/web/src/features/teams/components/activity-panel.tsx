import { useT } from '../../../lib/i18n/i18n';
import { formatDateTime } from '../../../lib/time';
import { useTeamActivity } from '../api/list-activity';
import { useTeamMembers } from '../api/list-members';
import { activitySentence } from '../activity-sentence';
import { ListStatus } from './list-status';

/** The team's newest 100 changes, newest first, each as a sentence (owners and admins). */
export function ActivityPanel({ teamId }: { teamId: string }) {
  const t = useT();
  const activity = useTeamActivity(teamId);
  const members = useTeamMembers(teamId);
  const entries = activity.data?.entries ?? [];
  const nameOf = (userId: string) =>
    members.data?.members.find((member) => member.user_id === userId)?.full_name;

  if (entries.length === 0) {
    return (
      <ListStatus
        query={activity}
        loading={t('teams.loadingActivity')}
        failed={t('teams.activityFailed')}
        empty={t('teams.noActivity')}
      />
    );
  }
  return (
    <ol
      aria-label={t('teams.activity')}
      className="divide-y divide-slate-100 dark:divide-slate-800"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4"
        >
          <p className="text-sm text-slate-800 dark:text-slate-200">
            {activitySentence(t, entry, nameOf)}
          </p>
          <time
            dateTime={entry.created_at}
            className="shrink-0 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400"
          >
            {formatDateTime(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
