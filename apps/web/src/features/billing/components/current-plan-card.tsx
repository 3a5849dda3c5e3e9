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
import { paymentMessage } from '../../../kits/wallet/payment-return';
import type { Notice } from '../../../kits/wallet/payment-return';
import { useT } from '../../../lib/i18n/i18n';
import { CYCLE_LABELS } from '../../../kits/wallet/purchase';
import { DetailList, DetailRow } from './detail-list';

/** The period's end as a date, or null when the plan has none. */
export function validUntil(usage: UsageResponse): string | null {
  const end = usage.subscription.current_period_end;
  return end ? formatDate(end) : null;
}

export function CurrentPlanCard({
  usage,
  onNotice,
}: {
  usage: UsageResponse;
  onNotice: (notice: Notice) => void;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const { subscription } = usage;
  const until = validUntil(usage) ?? t('billing.notAvailable');
  const canCancel = usage.plan.price > 0 && !subscription.cancelled;

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => onNotice({ tone: 'success', text: message }),
      onError: () => onNotice({ tone: 'error', ...paymentMessage('cancelFailed') }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card>
      <CardHeader
        icon={<CrownIcon className="size-5" aria-hidden="true" />}
        title={t('billing.yourPlan')}
        actions={<PlanBadge plan={usage.subscription_plan} />}
      />
      <div className="mt-4">
        <DetailList>
          <DetailRow label={t('billing.plan')}>{subscription.plan_name}</DetailRow>
          <DetailRow label={t('billing.billingCycle')}>
            {subscription.billing_cycle
              ? t(CYCLE_LABELS[subscription.billing_cycle])
              : t('billing.notAvailable')}
          </DetailRow>
          <DetailRow label={t('billing.validUntil')}>{until}</DetailRow>
        </DetailList>
      </div>
      {subscription.cancelled ? (
        <Alert tone="info" className="mt-4">
          {t('billing.cancelledNotice', { plan: subscription.plan_name, until })}
        </Alert>
      ) : null}
      {canCancel ? (
        <Button variant="secondary" className="mt-5 w-full" onClick={() => setConfirming(true)}>
          {t('billing.cancelSubscription')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('billing.cancelTitle')}
        message={t('billing.cancelMessage', { plan: subscription.plan_name, until })}
        confirmLabel={t('billing.cancelSubscription')}
        cancelLabel={t('billing.keepPlan')}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}
