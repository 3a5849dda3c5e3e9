import { BillingOverview } from './billing-overview';
import { TransactionsCard } from './transactions-card';

/** Subscription and Billing (manage_billing, or view_analytics): the figures, then the payments. */
export function BillingTab() {
  return (
    <div className="space-y-6">
      <BillingOverview />
      <TransactionsCard />
    </div>
  );
}
