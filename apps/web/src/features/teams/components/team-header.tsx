import type { Team } from '@atelier/contract';
import WalletIcon from 'lucide-react/icons/wallet';
import { Card } from '../../../components/ui/card';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { RoleBadge } from './role-badge';

/** The team's name, the viewer's role in it, and its wallet's balance. */
export function TeamHeader({ team, headingId }: { team: Team; headingId: string }) {
  const t = useT();
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2
            id={headingId}
            className="text-xl font-semibold break-words text-slate-900 dark:text-slate-100"
          >
            {team.name}
          </h2>
          <RoleBadge role={team.role} />
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('teams.memberCount', { count: team.members })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600 dark:bg-primary-950 dark:text-primary-300">
          <WalletIcon className="size-5" aria-hidden="true" />
        </span>
        <dl>
          <dt className="text-sm text-slate-500 dark:text-slate-400">{t('teams.balance')}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-slate-100">
            {t('teams.credits', { credits: formatCredits(team.credits) })}
          </dd>
        </dl>
      </div>
    </Card>
  );
}
