import CoinsIcon from 'lucide-react/icons/coins';
import UsersIcon from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n';
import { formatCredits } from '../../lib/format';

/**
 * The balance, linking to where credits are bought; null while the user is still loading. In a
 * team's workspace it is the team wallet's, marked with the team's name (an icon alone on a
 * phone), so it is plain which wallet pays; credits for a team are bought on its page.
 */
export function CreditsPill({
  credits,
  team,
}: {
  credits: number | null;
  team?: { id: string; name: string } | null;
}) {
  const t = useT();
  const shown = credits === null ? '...' : formatCredits(credits);
  return (
    <Link
      to={team ? `/teams?team=${encodeURIComponent(team.id)}` : '/subscription'}
      aria-label={
        team
          ? t('workspace.teamCredits', { team: team.name, credits: shown })
          : t('credits.pillLabel', { credits: shown })
      }
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1.5 text-sm font-semibold text-primary-700 ring-1 ring-primary-200 ring-inset hover:bg-primary-100 dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800 dark:hover:bg-primary-900"
    >
      {team ? (
        <>
          <UsersIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="hidden max-w-32 truncate font-medium sm:inline">{team.name}</span>
          <span aria-hidden="true" className="hidden text-primary-300 sm:inline">
            ·
          </span>
        </>
      ) : (
        <CoinsIcon className="size-4" aria-hidden="true" />
      )}
      <span>{shown}</span>
    </Link>
  );
}
