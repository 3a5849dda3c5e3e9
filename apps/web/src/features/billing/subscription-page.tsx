import type { CreditPackage, PaidBillingCycle, PaymentGatewayId, Plan } from '@atelier/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { PageHeader } from '../../components/ui/page-header';
import { emitCreditsUpdated } from '../../lib/credits-events';
import { useAuth } from '../../kits/session/auth-context';
import { useUsage } from './api/get-usage';
import { CreditHistoryCard } from './components/credit-history-card';
import { CreditsCard } from './components/credits-card';
import { CurrentPlanCard } from './components/current-plan-card';
import { PaymentMethodDialog } from '../../kits/wallet/components/payment-method-dialog';
import { PayPalCycleDialog } from '../../kits/wallet/components/paypal-cycle-dialog';
import { PlanGrid } from '../../kits/wallet/components/plan-grid';
import { UsageCard } from './components/usage-card';
import { creditsAddedNotice, messageText, returnNotice } from '../../kits/wallet/payment-return';
import { trackReturnedPayment } from '../../kits/pixels/track-payment';
import type { Message, Notice } from '../../kits/wallet/payment-return';
import { razorpayPaidPath } from '../../kits/wallet/purchase';
import type { Purchase } from '../../kits/wallet/purchase';
import { useBillingRefresh } from './use-billing-refresh';
import { useLogError } from '../../lib/use-log-error';
import { usePurchase } from '../../kits/wallet/use-purchase';
import { useT } from '../../lib/i18n/i18n';

/** A purchase waiting for its gateway; a plan keeps its prices for the PayPal cycle dialog. */
interface Pending {
  purchase: Purchase;
  summary: Message;
  plan?: Plan;
}

export default function SubscriptionPage() {
  const t = useT();
  const { user } = useAuth();
  const usage = useUsage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(() => returnNotice(searchParams));
  const [pending, setPending] = useState<Pending | null>(null);
  const [paypal, setPaypal] = useState<{ plan: Plan; cycle: PaidBillingCycle } | null>(null);
  useBillingRefresh();
  useLogError(usage.error, 'Failed to load usage');

  // The gateway's return parameters are read once (into the notice) and taken off the address.
  useEffect(() => {
    if (searchParams.get('payment') === 'success') trackReturnedPayment(searchParams, 'credits');
    if (searchParams.has('payment')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const purchase = usePurchase({
    onPaid: (result) => {
      if (result.kind === 'subscription') {
        void navigate(razorpayPaidPath(result));
        return;
      }
      // The event updates the top bar, and this page refetches its balance and history on it.
      emitCreditsUpdated(result.credits);
      setNotice(creditsAddedNotice(result.credits_added));
    },
    onFailure: (message) => setNotice({ tone: 'error', ...message }),
  });
  const currentPlan = usage.data?.subscription_plan ?? user?.subscription_plan ?? 'starter';

  const choosePlan = (plan: Plan, cycle: PaidBillingCycle) => {
    // Spec: subscribing to the current plan is ignored.
    if (plan.id === currentPlan) return;
    const summary = { id: 'billing.planSummary', values: { plan: plan.name, cycle } };
    setPending({ purchase: { kind: 'subscription', planId: plan.id, cycle }, summary, plan });
  };
  const buyCredits = (pack: CreditPackage) =>
    setPending({
      purchase: { kind: 'credits', packageId: pack.id },
      summary: { id: 'billing.packageCredits', values: { credits: pack.credits } },
    });
  const pay = (gateway: PaymentGatewayId) => {
    if (!pending) return;
    setPending(null);
    const chosen = pending.purchase;
    if (gateway === 'paypal' && chosen.kind === 'subscription' && pending.plan) {
      setPaypal({ plan: pending.plan, cycle: chosen.cycle });
      return;
    }
    setNotice(null);
    purchase.mutate({ purchase: chosen, gateway });
  };
  const payWithPaypal = (plan: Plan, cycle: PaidBillingCycle) => {
    setPaypal(null);
    setNotice(null);
    purchase.mutate({
      purchase: { kind: 'subscription', planId: plan.id, cycle },
      gateway: 'paypal',
    });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('billing.title')} description={t('billing.intro')} />
      {notice ? <Alert tone={notice.tone}>{messageText(t, notice)}</Alert> : null}
      {purchase.isPending ? <Alert tone="info">{t('billing.processingPayment')}</Alert> : null}
      {usage.isPending ? <LoadingOverlay label={t('billing.loadingUsage')} /> : null}
      {usage.data ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <UsageCard usage={usage.data} />
          </div>
          <CurrentPlanCard usage={usage.data} onNotice={setNotice} />
        </div>
      ) : null}
      <PlanGrid currentPlan={currentPlan} disabled={purchase.isPending} onChoose={choosePlan} />
      <CreditsCard disabled={purchase.isPending} onBuy={buyCredits} />
      <CreditHistoryCard />

      {pending ? (
        <PaymentMethodDialog
          summary={messageText(t, pending.summary)}
          onClose={() => setPending(null)}
          onContinue={pay}
        />
      ) : null}
      {paypal ? (
        <PayPalCycleDialog
          plan={paypal.plan}
          initialCycle={paypal.cycle}
          onClose={() => setPaypal(null)}
          onContinue={(cycle) => payWithPaypal(paypal.plan, cycle)}
        />
      ) : null}
    </div>
  );
}
