import { CreditPackageId, PaidBillingCycle, PlanIdSchema } from '@atelier/contract';
import { useCreditPackages } from '../../kits/wallet/api/get-credit-packages';
import { usePlans } from '../../kits/wallet/api/get-plans';
import { useT } from '../../lib/i18n/i18n';
import { packagePrice, planPrice } from '../../kits/wallet/purchase';
import type { PlanPrice, Purchase } from '../../kits/wallet/purchase';

/** /checkout?type=credits&package=ID or ?type=subscription&plan=ID&cycle=monthly|yearly. */
export function checkoutPurchase(params: URLSearchParams): Purchase | null {
  if (params.get('type') === 'credits') {
    const pack = CreditPackageId.safeParse(params.get('package'));
    return pack.success ? { kind: 'credits', packageId: pack.data } : null;
  }
  if (params.get('type') === 'subscription') {
    const plan = PlanIdSchema.safeParse(params.get('plan'));
    const cycle = PaidBillingCycle.safeParse(params.get('cycle') ?? 'monthly');
    return plan.success && cycle.success
      ? { kind: 'subscription', planId: plan.data, cycle: cycle.data }
      : null;
  }
  return null;
}

export interface OrderSummary {
  item: string;
  price: PlanPrice;
  /** Plans only: how long the access lasts. */
  period?: string;
}

/** The order as the server's catalogue prices it; `summary` is null for what is not sold. */
export function useOrderSummary(purchase: Purchase): {
  loading: boolean;
  summary: OrderSummary | null;
} {
  const t = useT();
  const plans = usePlans();
  const packages = useCreditPackages();
  if (purchase.kind === 'credits') {
    const pack = packages.data?.ordered.find((candidate) => candidate.id === purchase.packageId);
    return {
      loading: packages.isPending,
      summary: pack
        ? {
            item: t('billing.packageCredits', { credits: pack.credits }),
            price: packagePrice(pack),
          }
        : null,
    };
  }
  const plan = plans.data?.plans.find((candidate) => candidate.id === purchase.planId);
  // The free plan is not bought; a paid plan lapses into it.
  const summary =
    plan && plan.price > 0
      ? {
          item: t('billing.planWithCycle', { plan: plan.name, cycle: purchase.cycle }),
          price: planPrice(plan, purchase.cycle),
          period: t(purchase.cycle === 'yearly' ? 'billing.oneYear' : 'billing.oneMonth'),
        }
      : null;
  return { loading: plans.isPending, summary };
}
