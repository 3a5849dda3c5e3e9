import type { Team } from '@atelier/contract';
import { useT } from '../../../lib/i18n/i18n';
import { OwnSpending } from './own-spending';
import { WalletSection } from './wallet-section';
import { WalletSummary } from './wallet-summary';

/**
 * The wallet as a plain member sees it: what is in it, and what they spent against their caps.
 * Adding credits, the plan and the history are the owner's and admins' (the server refuses the
 * rest with 403).
 */
export function MemberWallet({ team }: { team: Team }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <WalletSection title={t('teams.wallet')} description={t('teams.memberWalletIntro')}>
        <WalletSummary team={team} />
      </WalletSection>
      <OwnSpending teamId={team.id} />
    </div>
  );
}
