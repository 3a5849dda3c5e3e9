import { PLANS } from '@atelier/contract';
import type { Team } from '@atelier/contract';
import { useT } from '../../../lib/i18n/i18n';
import { PlanGrid } from '../../billing/components/plan-grid';
import type { TeamPurchase } from '../use-team-purchase';
import { CurrentTeamPlan } from './current-team-plan';
import { WalletSection } from './wallet-section';

/**
 * The team's plan, and the billing page's catalogue to buy one or move to another. A team with no
 * plan is shown on the free one, as a person without a paid plan is.
 */
export function TeamPlanSection({ team, purchase }: { team: Team; purchase: TeamPurchase }) {
  const t = useT();
  return (
    <WalletSection title={t('teams.teamPlan')} description={t('teams.teamPlanIntro')}>
      <CurrentTeamPlan team={team} />
      <PlanGrid
        currentPlan={team.plan?.plan_id ?? PLANS.starter.id}
        disabled={purchase.busy}
        onChoose={purchase.choosePlan}
      />
    </WalletSection>
  );
}
