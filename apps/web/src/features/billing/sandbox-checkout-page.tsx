import type { SandboxOrder } from '@atelier/contract';
import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { useApproveSandboxOrder } from './api/approve-sandbox-order';
import { useDeclineSandboxOrder } from './api/decline-sandbox-order';
import { useSandboxOrder } from './api/get-sandbox-order';
import { DetailList, DetailRow } from './components/detail-list';
import { formatMoney } from '../../kits/wallet/money';
import { trackPayment } from '../../kits/pixels/track-payment';
import { orderDescription } from './order-description';
import { useT } from '../../lib/i18n/i18n';
import { useFinishPayment, useGoTo } from '../../kits/wallet/use-go-to';

/**
 * The local TEST MODE gateway: stands where PayPal's approval page would, so the whole purchase
 * can be walked through without a real gateway. Approving is a real payment to the ledger.
 */
export default function SandboxCheckoutPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useSandboxOrder(orderId);

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-900 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-100">
        <FlaskConicalIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <Badge tone="warning">{t('billing.testMode')}</Badge>
          <p className="mt-2 text-sm">{t('billing.sandboxIntro')}</p>
        </div>
      </div>
      {orderId === '' || order.isError ? (
        <Alert tone="error">{t('billing.sandboxOrderNotFound')}</Alert>
      ) : null}
      {order.isPending && orderId !== '' ? (
        <LoadingOverlay label={t('billing.loadingSandboxOrder')} />
      ) : null}
      {order.data ? <SandboxOrderCard order={order.data} /> : null}
    </div>
  );
}

function SandboxOrderCard({ order }: { order: SandboxOrder }) {
  const t = useT();
  const approve = useApproveSandboxOrder();
  const decline = useDeclineSandboxOrder();
  const finish = useFinishPayment();
  const goTo = useGoTo();
  const busy = approve.isPending || decline.isPending;

  const onApprove = () =>
    approve.mutate(order.order_id, {
      onSuccess: (result) => {
        trackPayment(result, order.amount, order.currency);
        finish(result, result.redirect_url);
      },
    });
  const onDecline = () =>
    decline.mutate(order.order_id, {
      onSuccess: () => {
        // A popup has nobody to show the refusal to but its opener, which was never charged.
        if (window.opener) window.close();
        else goTo(declinedAddress(order));
      },
    });

  return (
    <Card>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
        {t('billing.sandboxTitle')}
      </h1>
      <div className="mt-4">
        <DetailList>
          <DetailRow label={t('billing.order')}>{orderDescription(t, order.description)}</DetailRow>
          <DetailRow label={t('billing.amount')}>
            {formatMoney(order.amount, order.currency)}
          </DetailRow>
          <DetailRow label={t('billing.orderId')}>{order.order_id}</DetailRow>
        </DetailList>
      </div>
      {approve.isError || decline.isError ? (
        <Alert tone="error" className="mt-4">
          {t('api.payment.processFailed')}
        </Alert>
      ) : null}
      {order.status === 'created' ? (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onDecline}>
            {t('billing.decline')}
          </Button>
          <Button disabled={busy} onClick={onApprove}>
            {approve.isPending ? t('billing.approving') : t('billing.approvePayment')}
          </Button>
        </div>
      ) : (
        <ClosedOrder paid={order.status === 'paid'} />
      )}
    </Card>
  );
}

function ClosedOrder({ paid }: { paid: boolean }) {
  const t = useT();
  return (
    <div className="mt-6 space-y-4">
      <Alert tone={paid ? 'success' : 'info'}>
        {paid ? t('billing.orderPaid') : t('billing.orderDeclined')}
      </Alert>
      <Link to="/subscription" className={buttonClasses({ variant: 'secondary' })}>
        {t('billing.backToSubscription')}
      </Link>
    </div>
  );
}

/** Back where the purchase started: the team's wallet for a team's order, else the plans page. */
function declinedAddress(order: SandboxOrder): string {
  if (!order.team_id) return '/subscription?payment=failed';
  const query = new URLSearchParams({ team: order.team_id, tab: 'wallet', payment: 'failed' });
  return `/teams?${query.toString()}`;
}
