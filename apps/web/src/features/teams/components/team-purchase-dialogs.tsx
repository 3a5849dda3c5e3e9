import { PaymentMethodDialog } from '../../../kits/wallet/components/payment-method-dialog';
import { PayPalCycleDialog } from '../../../kits/wallet/components/paypal-cycle-dialog';
import type { TeamPurchase } from '../use-team-purchase';

/** The billing page's gateway choice, and for a plan paid with PayPal, its cycle. */
export function TeamPurchaseDialogs({ purchase }: { purchase: TeamPurchase }) {
  const { pending, paypal } = purchase;
  return (
    <>
      {pending ? (
        <PaymentMethodDialog
          summary={pending.summary}
          onClose={purchase.close}
          onContinue={purchase.pay}
        />
      ) : null}
      {paypal ? (
        <PayPalCycleDialog
          plan={paypal.plan}
          initialCycle={paypal.cycle}
          onClose={purchase.close}
          onContinue={purchase.payWithPaypal}
        />
      ) : null}
    </>
  );
}
