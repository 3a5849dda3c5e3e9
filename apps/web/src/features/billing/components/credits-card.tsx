import type { CreditPackage } from '@atelier/contract';
import WalletIcon from 'lucide-react/icons/wallet';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { formatCredits } from '../../../lib/format';
import { useCreditBalance } from '../api/get-credit-balance';
import { useCreditPackages } from '../api/get-credit-packages';
import { formatMoney } from '../money';
import { useLogError } from '../../../lib/use-log-error';
import { useT } from '../../../lib/i18n/i18n';

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
  const packages = useCreditPackages();
  useLogError(balance.error, 'Failed to load the credit balance');
  useLogError(packages.error, 'Failed to load credit packages');

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
      <ul className="mt-5 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {packages.data?.ordered.map((pack) => (
          <li
            key={pack.id}
            aria-label={t('billing.packageCredits', { credits: pack.credits })}
            className="rounded-xl border border-slate-200 p-4 text-center dark:border-slate-700"
          >
            <p className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {t('billing.packageCredits', { credits: pack.credits })}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">
              {formatMoney(pack.price_usd)}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {formatMoney(pack.amount_inr, 'INR')}
            </p>
            <Button
              size="sm"
              className="mt-3 w-full"
              disabled={disabled}
              onClick={() => onBuy(pack)}
            >
              {t('billing.buy')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
