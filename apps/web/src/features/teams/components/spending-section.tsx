import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { useTeamSpending } from '../api/get-team-spending';
import { monthName } from '../spending';
import { ListStatus } from './list-status';
import { SpendingChart } from './spending-chart';
import { WalletSection } from './wallet-section';

/** What each member spent from the wallet this month against their cap, and the month's total. */
export function SpendingSection({ teamId }: { teamId: string }) {
  const t = useT();
  const spending = useTeamSpending(teamId);
  const { data } = spending;
  const month = data ? monthName(data.month) : null;
  const title = month ? t('teams.spendingIn', { month }) : t('teams.spending');

  return (
    <WalletSection title={title} description={t('teams.spendingIntro')}>
      {data && data.members.length > 0 ? (
        <>
          <SpendingChart rows={data.members} label={title} />
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('teams.monthTotal', { credits: formatCredits(data.total) })}
          </p>
        </>
      ) : (
        <ListStatus
          query={spending}
          loading={t('teams.loadingSpending')}
          failed={t('teams.spendingFailed')}
          empty={t('teams.noSpending')}
        />
      )}
    </WalletSection>
  );
}
