import type { CreditPackage } from '@atelier/contract';
import WalletIcon from 'lucide-react/icons/wallet';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { formatCredits } from '../../../lib/format';
import { useCreditBalance } from '../api/get-credit-balance';
import { useLogError } from '../../../lib/use-log-error';
import { useT } from '../../../lib/i18n/i18n';
import { PackageList } from '../../../kits/wallet/components/package-list';

/** The balance and the five packages; 1 credit = 1 USD, Razorpay charges the rupee amount. */
export function CreditsCard({
  disabled,
  onBuy,
}: {
  disabled: boolean;
  onBuy: (pack: CreditPackage) => void;
}) {
  const t = useT();
  const balance = useCreditBalance();
  useLogError(balance.error, 'Failed to load the credit balance');

  return (
    <Card>
      <CardHeader
        icon={<WalletIcon className="size-5" aria-hidden="true" />}
        title={t('billing.creditsTitle')}
        description={t('billing.creditsIntro')}
        actions={
          <div className="sm:text-right">
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('billing.balance')}</p>
            <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
              {balance.data ? formatCredits(balance.data.credits) : '...'}
            </p>
          </div>
        }
      />
      <PackageList disabled={disabled} onBuy={onBuy} />
    </Card>
  );
}
