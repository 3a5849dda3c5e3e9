import type { Team } from '@atelier/contract';
import { useT } from '../../../lib/i18n/i18n';
import { PlanGrid } from '../../../kits/wallet/components/plan-grid';
import type { TeamPurchase } from '../use-team-purchase';
import { CurrentTeamPlan } from './current-team-plan';
import { WalletSection } from './wallet-section';

/**
 * The team's plan, and the billing page's catalogue to buy one or move to another. A team with no
 * paid plan has no current one: its members keep their own plans' limits.
 */
export function TeamPlanSection({ team, purchase }: { team: Team; purchase: TeamPurchase }) {
  const t = useT();
  return (
    <WalletSection title={t('teams.teamPlan')} description={t('teams.teamPlanIntro')}>
      <CurrentTeamPlan team={team} />
      <PlanGrid
        currentPlan={team.plan?.plan_id ?? null}
        disabled={purchase.busy}
        onChoose={purchase.choosePlan}
      />
    </WalletSection>
  );
}
