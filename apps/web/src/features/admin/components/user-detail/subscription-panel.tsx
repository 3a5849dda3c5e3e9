import type { AdminUserDetailResponse } from '@atelier/contract';
import { PlanBadge } from '../../../../app/layout/plan-badge';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { formatDate } from '../../../../lib/time';
import { DetailCard, orNotAvailable } from './detail-list';

type Subscription = AdminUserDetailResponse['subscription'];

const STATUS_TONES = { active: 'success', cancelled: 'warning', free: 'default' } as const;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The plan and its status, and the billing record behind it when a payment stands behind it. */
export function SubscriptionPanel({ subscription }: { subscription: Subscription }) {
  const billing: [string, string][] = subscription.assigned_directly
    ? []
    : [
        [
          'Start date',
          subscription.start_date ? formatDate(subscription.start_date) : 'Not available',
        ],
        ['End date', subscription.end_date ? formatDate(subscription.end_date) : 'Not available'],
        ['Billing cycle', orNotAvailable(subscription.billing_cycle)],
        ['Payment gateway', orNotAvailable(subscription.payment_gateway)],
      ];
  return (
    <div className="space-y-4">
      <DetailCard
        title="Current subscription"
        items={[
          ['Plan', <PlanBadge plan={subscription.plan} />],
          [
            'Status',
            <Badge tone={STATUS_TONES[subscription.status]}>
              {capitalised(subscription.status)}
            </Badge>,
          ],
          ...billing,
        ]}
      />
      {subscription.assigned_directly ? (
        <Alert>
          This plan was assigned directly. No payment or billing record stands behind it.
        </Alert>
      ) : null}
    </div>
  );
}
