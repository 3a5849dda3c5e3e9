import { PackageList } from '../../../kits/wallet/components/package-list';
import { useT } from '../../../lib/i18n/i18n';
import type { TeamPurchase } from '../use-team-purchase';
import { WalletSection } from './wallet-section';

/** The billing page's credit packages, bought into the team's wallet. */
export function AddCreditsSection({ purchase }: { purchase: TeamPurchase }) {
  const t = useT();
  return (
    <WalletSection title={t('teams.addCredits')} description={t('teams.addCreditsIntro')}>
      <PackageList disabled={purchase.busy} onBuy={purchase.buyPack} />
    </WalletSection>
  );
}
