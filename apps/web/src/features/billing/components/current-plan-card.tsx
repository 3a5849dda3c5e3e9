import { PAYMENT_MESSAGES } from '@atelier/contract';
import type { UsageResponse } from '@atelier/contract';
import CrownIcon from 'lucide-react/icons/crown';
import { useState } from 'react';
import { PlanBadge } from '../../../app/layout/plan-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CardHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../lib/time';
import { useCancelSubscription } from '../api/cancel-subscription';
import type { Notice } from '../payment-return';
import { CYCLE_LABELS } from '../purchase';
import { DetailList, DetailRow } from './detail-list';

export function validUntil(usage: UsageResponse): string {
  const end = usage.subscription.current_period_end;
  return end ? formatDate(end) : 'N/A';
}

export function CurrentPlanCard({
  usage,
  onNotice,
}: {
  usage: UsageResponse;
  onNotice: (notice: Notice) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const { subscription } = usage;
  const until = validUntil(usage);
  const canCancel = usage.plan.price > 0 && !subscription.cancelled;

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => onNotice({ tone: 'success', text: message }),
      onError: () => onNotice({ tone: 'error', text: PAYMENT_MESSAGES.cancelFailed }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card>
      <CardHeader
        icon={<CrownIcon className="size-5" aria-hidden="true" />}
        title="Your plan"
        actions={<PlanBadge plan={usage.subscription_plan} />}
      />
      <div className="mt-4">
        <DetailList>
          <DetailRow label="Plan">{subscription.plan_name}</DetailRow>
          <DetailRow label="Billing cycle">
            {subscription.billing_cycle ? CYCLE_LABELS[subscription.billing_cycle] : 'N/A'}
          </DetailRow>
          <DetailRow label="Valid until">{until}</DetailRow>
        </DetailList>
      </div>
      {subscription.cancelled ? (
        <Alert tone="info" className="mt-4">
          Cancelled. You keep your {subscription.plan_name} plan until {until}; it will not renew.
        </Alert>
      ) : null}
      {canCancel ? (
        <Button variant="secondary" className="mt-5 w-full" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        message={`You keep your ${subscription.plan_name} plan and its limits until ${until}. After that your account returns to the Starter plan.`}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep my plan"
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}
