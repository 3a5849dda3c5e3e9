import type { Team } from '@atelier/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { RoleBadge } from './role-badge';

/** The user's teams, each opening its members, invitations and activity beside the list. */
export function TeamList({
  teams,
  selectedId,
}: {
  teams: readonly Team[];
  selectedId: string | null;
}) {
  const t = useT();
  return (
    <ul aria-label={t('teams.yourTeams')} className="space-y-2">
      {teams.map((team) => {
        const selected = team.id === selectedId;
        return (
          <li
            key={team.id}
            aria-label={team.name}
            className={clsx(
              'rounded-xl border p-3',
              selected
                ? 'border-primary-300 bg-primary-50 dark:border-primary-800 dark:bg-primary-950/60'
                : 'border-slate-200 dark:border-slate-800',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <Link
                to={`?team=${encodeURIComponent(team.id)}`}
                aria-current={selected ? 'true' : undefined}
                className="min-w-0 font-semibold break-words text-slate-900 underline-offset-2 hover:underline dark:text-slate-100"
              >
                {team.name}
              </Link>
              <RoleBadge role={team.role} />
            </div>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('teams.memberCount', { count: team.members })}
              {' · '}
              {t('teams.credits', { credits: formatCredits(team.credits) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
