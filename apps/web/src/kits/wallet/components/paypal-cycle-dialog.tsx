import { PAID_BILLING_CYCLES } from '@atelier/contract';
import type { PaidBillingCycle, Plan } from '@atelier/contract';
import { useState } from 'react';
import { RadioCards } from '../../../components/ui/radio-cards';
import { formatMoney } from '../money';
import { CYCLE_LABELS, YEARLY_SAVING, planPrice } from '../purchase';
import { ChoiceDialog } from './choice-dialog';
import { useT } from '../../../lib/i18n/i18n';

/** Message ids: a price per month, per year. */
const PER = { monthly: 'billing.perMonth', yearly: 'billing.perYear' } as const;

/** PayPal charges in USD (spec part 2, section 9), so both prices are shown in dollars. */
export function PayPalCycleDialog({
  plan,
  initialCycle,
  onClose,
  onContinue,
}: {
  plan: Plan;
  initialCycle: PaidBillingCycle;
  onClose: () => void;
  onContinue: (cycle: PaidBillingCycle) => void;
}) {
  const t = useT();
  const [cycle, setCycle] = useState<PaidBillingCycle>(initialCycle);
  return (
    <ChoiceDialog
      title={t('billing.payWithPaypal')}
      description={t('billing.paypalCycleQuestion', { plan: plan.name })}
      canContinue
      onContinue={() => onContinue(cycle)}
      onClose={onClose}
    >
      <RadioCards
        legend={t('billing.billingCycle')}
        hideLegend
        layout="column"
        name="paypal-cycle"
        value={cycle}
        onChange={setCycle}
        options={PAID_BILLING_CYCLES.map((option) => ({
          value: option,
          label: t(CYCLE_LABELS[option]),
          detail:
            option === 'yearly'
              ? t('billing.priceWithSaving', {
                  price: t(PER[option], { price: formatMoney(planPrice(plan, option).usd) }),
                  saving: t(YEARLY_SAVING),
                })
              : t(PER[option], { price: formatMoney(planPrice(plan, option).usd) }),
        }))}
      />
    </ChoiceDialog>
  );
}
