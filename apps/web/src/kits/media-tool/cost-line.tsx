import { formatCost, formatCredits } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';
import { WithElement } from '../../lib/i18n/with-element';

/** "Cost: **0.0325 credits** (balance 12.35)": what a generation costs, against the balance. */
export function CostLine({ cost, balance }: { cost: number; balance: number | null }) {
  const t = useT();
  return (
    <WithElement
      text={(amount) =>
        balance === null
          ? t('creation.cost', { amount })
          : t('creation.costWithBalance', { amount, balance: formatCredits(balance) })
      }
      node={<strong>{t('creation.costCredits', { cost: formatCost(cost) })}</strong>}
    />
  );
}
