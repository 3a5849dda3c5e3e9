import { PLANS } from '@atelier/contract';
import type { Team } from '@atelier/contract';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { formatDate } from '../../../lib/time';

/** What every member may know of the wallet: what is in it, and the plan its work runs on. */
export function WalletSummary({ team }: { team: Team }) {
  const t = useT();
  const { plan } = team;
  return (
    <DetailList>
      <Detail label={t('teams.walletCredits')}>
        <span className="font-semibold tabular-nums">
          {t('teams.credits', { credits: formatCredits(team.credits) })}
        </span>
      </Detail>
      <Detail label={t('teams.teamPlan')}>
        {plan
          ? t(plan.cancelled ? 'teams.planEnds' : 'teams.planUntil', {
              plan: PLANS[plan.plan_id].name,
              date: formatDate(plan.current_period_end),
            })
          : t('teams.noTeamPlan')}
      </Detail>
    </DetailList>
  );
}
