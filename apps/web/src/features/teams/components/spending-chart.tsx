import type { TeamMemberSpending } from '@atelier/contract';
import { clsx } from 'clsx';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { capText } from '../caps';
import { share, spendingScale } from '../spending';

/**
 * One horizontal bar per member on a shared scale, the monthly cap marked on its track. The bars
 * are drawn only: each row says in words who spent how much against which cap, so the figures
 * reach a screen reader (and a narrow screen) without the drawing.
 */
export function SpendingChart({
  rows,
  label,
}: {
  rows: readonly TeamMemberSpending[];
  label: string;
}) {
  const t = useT();
  const scale = spendingScale(rows);
  return (
    <ul aria-label={label} className="space-y-4">
      {rows.map((row) => {
        const cap = row.monthly_cap;
        const atCap = cap !== null && row.spent_month >= cap;
        return (
          <li key={row.user_id} aria-label={row.full_name}>
            <div className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium break-words text-slate-800 dark:text-slate-200">
                {row.full_name}
                {row.member ? null : (
                  <span className="font-normal text-slate-500 dark:text-slate-400">
                    {` (${t('teams.formerMemberLabel')})`}
                  </span>
                )}
              </span>
              <span className="text-slate-800 tabular-nums dark:text-slate-200">
                {t('teams.credits', { credits: formatCredits(row.spent_month) })}
              </span>
            </div>
            <div
              aria-hidden="true"
              className="relative mt-1.5 h-3 rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div
                data-bar=""
                className={clsx(
                  'h-full rounded-full',
                  atCap ? 'bg-amber-500' : 'bg-primary-600 dark:bg-primary-500',
                )}
                style={{ width: share(row.spent_month, scale) }}
              />
              {cap === null ? null : (
                <div
                  data-cap=""
                  className="absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded bg-slate-900 dark:bg-slate-100"
                  style={{ left: share(cap, scale) }}
                />
              )}
            </div>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('teams.monthlyCapIs', { cap: capText(t, cap) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
