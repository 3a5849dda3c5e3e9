import type {
  CreditPackage,
  PaidBillingCycle,
  PaymentGatewayId,
  PaymentResult,
  Plan,
  Team,
} from '@atelier/contract';
import { PLANS } from '@atelier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCredits } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/i18n';
import { toast } from '../../lib/toast';
import { messageText } from '../../kits/wallet/payment-return';
import type { Purchase } from '../../kits/wallet/purchase';
import { usePurchase } from '../../kits/wallet/use-purchase';
import { teamsRootKey } from '../../kits/workspace/api/team-keys';

/** A purchase waiting for its gateway; a plan keeps its prices for the PayPal cycle dialog. */
export interface PendingPurchase {
  purchase: Purchase;
  /** What is being bought and for whom, e.g. "100 credits for Design studio". */
  summary: string;
  plan?: Plan;
}

/** What a verified payment bought for the team, as a sentence. */
export function paidText(t: Translate, result: PaymentResult): string {
  return result.kind === 'subscription' && result.plan_id
    ? t('teams.planBought', { plan: PLANS[result.plan_id].name })
    : t('teams.creditsBought', { credits: formatCredits(result.credits_added) });
}

/**
 * The billing page's purchase, for a team: a package or a plan is chosen, then a gateway (and for
 * a plan paid with PayPal, its cycle again), and billing's flow runs with the team's id, so the
 * order is the team's. PayPal and the sandbox leave the page and come back to the wallet tab.
 */
export function useTeamPurchase(team: Team) {
  const t = useT();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingPurchase | null>(null);
  const [paypal, setPaypal] = useState<{ plan: Plan; cycle: PaidBillingCycle } | null>(null);
  const purchase = usePurchase({
    // A Razorpay payment verified in place. Its `credits` is the team's balance, not the
    // person's, so no creditsUpdated is announced: the team list refetches instead.
    onPaid: (result) => {
      void queryClient.invalidateQueries({ queryKey: teamsRootKey });
      toast.success(paidText(t, result));
    },
    onFailure: (message) => toast.error(messageText(t, message)),
  });
  const buy = (chosen: Purchase, gateway: PaymentGatewayId) =>
    purchase.mutate({ purchase: chosen, gateway, teamId: team.id });

  return {
    busy: purchase.isPending,
    pending,
    paypal,
    buyPack: (pack: CreditPackage) =>
      setPending({
        purchase: { kind: 'credits', packageId: pack.id },
        summary: t('teams.packSummary', { credits: pack.credits, team: team.name }),
      }),
    choosePlan: (plan: Plan, cycle: PaidBillingCycle) => {
      // As on the billing page, the plan the team is on is not bought again.
      if (plan.id === team.plan?.plan_id) return;
      setPending({
        purchase: { kind: 'subscription', planId: plan.id, cycle },
        summary: t('teams.planSummary', { plan: plan.name, cycle, team: team.name }),
        plan,
      });
    },
    pay: (gateway: PaymentGatewayId) => {
      if (!pending) return;
      setPending(null);
      const chosen = pending.purchase;
      // PayPal charges a plan in USD: its cycle is confirmed with both prices in dollars.
      if (gateway === 'paypal' && chosen.kind === 'subscription' && pending.plan) {
        setPaypal({ plan: pending.plan, cycle: chosen.cycle });
        return;
      }
      buy(chosen, gateway);
    },
    payWithPaypal: (cycle: PaidBillingCycle) => {
      if (!paypal) return;
      setPaypal(null);
      buy({ kind: 'subscription', planId: paypal.plan.id, cycle }, 'paypal');
    },
    close: () => {
      setPending(null);
      setPaypal(null);
    },
  };
}

export type TeamPurchase = ReturnType<typeof useTeamPurchase>;
