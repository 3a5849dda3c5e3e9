import { PAID_BILLING_CYCLES } from '@atelier/contract';
import type { PaidBillingCycle, Plan, PlanId } from '@atelier/contract';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckList } from '../../../components/ui/check-list';
import { usePlans } from '../api/get-plans';
import { formatLocal, useLocalCurrency } from '../money';
import type { LocalCurrency } from '../money';
import { CYCLE_LABELS, YEARLY_SAVING, planPrice } from '../purchase';
import { useLogError } from '../../../lib/use-log-error';
import { useT } from '../../../lib/i18n/i18n';
import { planFeatureLines } from '../plan-features';

export interface PlanGridProps {
  /** Null: none is current (a team without a paid plan, whose members keep their own). */
  currentPlan: PlanId | null;
  /** While a payment runs, no other can start. */
  disabled: boolean;
  onChoose: (plan: Plan, cycle: PaidBillingCycle) => void;
}

export function PlanGrid({ currentPlan, disabled, onChoose }: PlanGridProps) {
  const t = useT();
  const plans = usePlans();
  const currency = useLocalCurrency();
  const [cycle, setCycle] = useState<PaidBillingCycle>('monthly');
  useLogError(plans.error, 'Failed to load plans');

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="plans-heading"
            className="text-lg font-semibold text-slate-900 dark:text-slate-100"
          >
            {t('billing.plansTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {t('billing.plansIntro')}
          </p>
        </div>
        <CycleSwitch value={cycle} onChange={setCycle} />
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {plans.data?.plans.map((plan) => (
          <li key={plan.id} aria-label={plan.name}>
            <PlanOption
              plan={plan}
              cycle={cycle}
              currency={currency}
              current={plan.id === currentPlan}
              disabled={disabled}
              onChoose={() => onChoose(plan, cycle)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CycleSwitch(props: {
  value: PaidBillingCycle;
  onChange: (cycle: PaidBillingCycle) => void;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <div
        role="group"
        aria-label={t('billing.billingCycle')}
        className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {PAID_BILLING_CYCLES.map((cycle) => (
          <button
            key={cycle}
            type="button"
            aria-pressed={props.value === cycle}
            onClick={() => props.onChange(cycle)}
            className={clsx(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              props.value === cycle
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
            )}
          >
            {t(CYCLE_LABELS[cycle])}
          </button>
        ))}
      </div>
      <Badge tone="success">{t(YEARLY_SAVING)}</Badge>
    </div>
  );
}

function PlanOption(props: {
  plan: Plan;
  cycle: PaidBillingCycle;
  currency: LocalCurrency;
  current: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const t = useT();
  const { plan, cycle, current } = props;
  const usd = planPrice(plan, cycle).usd;
  return (
    <Card className={clsx('flex h-full flex-col', current && 'ring-2 ring-primary-500')}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">{plan.name}</h3>
        {current ? <Badge tone="primary">{t('billing.currentPlan')}</Badge> : null}
      </div>
      <p className="mt-3 text-2xl font-bold text-slate-900 dark:text-slate-100">
        {usd === 0 ? t('billing.free') : formatLocal(usd, props.currency)}
        {usd === 0 ? null : (
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
            {` ${t(cycle === 'yearly' ? 'billing.slashYear' : 'billing.slashMonth')}`}
          </span>
        )}
      </p>
      <CheckList
        items={planFeatureLines(t, plan)}
        className="mt-4 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300"
      />
      <PlanAction {...props} free={usd === 0} />
    </Card>
  );
}

/** Spec: subscribing to the current plan is ignored; the free plan is what a paid one ends in. */
function PlanAction(props: {
  plan: Plan;
  current: boolean;
  free: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const t = useT();
  if (props.current || props.free) {
    return (
      <Button variant="secondary" className="mt-5 w-full" disabled>
        {props.current ? t('billing.currentPlan') : t('billing.included')}
      </Button>
    );
  }
  return (
    <Button className="mt-5 w-full" disabled={props.disabled} onClick={props.onChoose}>
      {t('billing.choosePlan', { plan: props.plan.name })}
    </Button>
  );
}
