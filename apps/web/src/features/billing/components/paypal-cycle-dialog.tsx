import { PAID_BILLING_CYCLES } from '@atelier/contract';
import type { PaidBillingCycle, Plan } from '@atelier/contract';
import { useState } from 'react';
import { RadioCards } from '../../../components/ui/radio-cards';
import { formatMoney } from '../money';
import { CYCLE_LABELS, YEARLY_SAVING, planPrice } from '../purchase';
import { ChoiceDialog } from './choice-dialog';

const PER = { monthly: 'per month', yearly: 'per year' } as const;

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
  const [cycle, setCycle] = useState<PaidBillingCycle>(initialCycle);
  return (
    <ChoiceDialog
      title="Pay with PayPal"
      description={`How long should your ${plan.name} plan last? It does not renew automatically.`}
      canContinue
      onContinue={() => onContinue(cycle)}
      onClose={onClose}
    >
      <RadioCards
        legend="Billing cycle"
        hideLegend
        layout="column"
        name="paypal-cycle"
        value={cycle}
        onChange={setCycle}
        options={PAID_BILLING_CYCLES.map((option) => ({
          value: option,
          label: CYCLE_LABELS[option],
          detail: `${formatMoney(planPrice(plan, option).usd)} ${PER[option]}${
            option === 'yearly' ? ` (${YEARLY_SAVING})` : ''
          }`,
        }))}
      />
    </ChoiceDialog>
  );
}
