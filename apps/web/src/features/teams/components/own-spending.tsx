import { Detail, DetailList } from '../../../components/ui/detail-list';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { useAuth } from '../../../kits/session/auth-context';
import { useTeamSpending } from '../api/get-team-spending';
import { monthName } from '../spending';
import { ListStatus } from './list-status';
import { WalletSection } from './wallet-section';

/** A share of a cap as a whole percentage for a progress bar. */
const percentOf = (spent: number, cap: number) =>
  cap === 0 ? 100 : Math.min(100, Math.round((spent / cap) * 100));

/** A plain member's own spending from the wallet, today and this month, against their caps. */
export function OwnSpending({ teamId }: { teamId: string }) {
  const t = useT();
  const { user } = useAuth();
  const spending = useTeamSpending(teamId);
  // The server answers a plain member with their own row only.
  const mine = spending.data?.members.find((row) => row.user_id === user?.id);
  const periods = mine
    ? [
        { label: t('teams.spentToday'), spent: mine.spent_today, cap: mine.daily_cap },
        {
          label: t('teams.spentInMonth', { month: monthName(spending.data?.month ?? '') }),
          spent: mine.spent_month,
          cap: mine.monthly_cap,
        },
      ]
    : [];

  return (
    <WalletSection title={t('teams.yourSpending')} description={t('teams.yourSpendingIntro')}>
      {periods.length === 0 ? (
        <ListStatus
          query={spending}
          loading={t('teams.loadingSpending')}
          failed={t('teams.spendingFailed')}
          empty={t('teams.noOwnSpending')}
        />
      ) : (
        <div className="space-y-4">
          {periods.map(({ label, spent, cap }) => (
            <div key={label}>
              <DetailList>
                <Detail label={label}>
                  {cap === null
                    ? t('teams.spentNoCap', { credits: formatCredits(spent) })
                    : t('teams.spentOfCap', {
                        credits: formatCredits(spent),
                        cap: formatCredits(cap),
                      })}
                </Detail>
              </DetailList>
              {cap === null ? null : (
                <ProgressBar className="mt-2" label={label} percent={percentOf(spent, cap)} />
              )}
            </div>
          ))}
        </div>
      )}
    </WalletSection>
  );
}
