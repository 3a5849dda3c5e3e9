import type { CreditPackage } from '@atelier/contract';
import { Button } from '../../../components/ui/button';
import { useCreditPackages } from '../api/get-credit-packages';
import { formatMoney } from '../money';
import { useLogError } from '../../../lib/use-log-error';
import { useT } from '../../../lib/i18n/i18n';

/**
 * The five credit packages with their prices and a Buy button each; shared by the person's own
 * credits and a team's wallet, which buy the same packages.
 */
export function PackageList({
  disabled,
  onBuy,
}: {
  disabled: boolean;
  onBuy: (pack: CreditPackage) => void;
}) {
  const t = useT();
  const packages = useCreditPackages();
  useLogError(packages.error, 'Failed to load credit packages');

  return (
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
          <Button size="sm" className="mt-3 w-full" disabled={disabled} onClick={() => onBuy(pack)}>
            {t('billing.buy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
