import type { Team } from '@atelier/contract';
import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../lib/i18n/i18n';
import { useTeamPurchase } from '../use-team-purchase';
import { AddCreditsSection } from './add-credits-section';
import { LedgerSection } from './ledger-section';
import { MoveCreditsForm } from './move-credits-form';
import { SpendingSection } from './spending-section';
import { TeamPlanSection } from './team-plan-section';
import { TeamPurchaseDialogs } from './team-purchase-dialogs';
import { WalletSection } from './wallet-section';
import { WalletSummary } from './wallet-summary';

/**
 * The wallet as its owner and admins see it: its balance and plan, adding credits (bought, or
 * moved from their own balance), the team's plan, what each member spent, and the history.
 */
export function WalletPanel({ team }: { team: Team }) {
  const t = useT();
  const purchase = useTeamPurchase(team);
  return (
    <div className="space-y-6">
      <WalletSection title={t('teams.wallet')}>
        {purchase.busy ? <Alert tone="info">{t('teams.processingPayment')}</Alert> : null}
        <WalletSummary team={team} />
      </WalletSection>
      <AddCreditsSection purchase={purchase} />
      <MoveCreditsForm team={team} />
      <TeamPlanSection team={team} purchase={purchase} />
      <SpendingSection teamId={team.id} />
      <LedgerSection teamId={team.id} />
      <TeamPurchaseDialogs purchase={purchase} />
    </div>
  );
}
