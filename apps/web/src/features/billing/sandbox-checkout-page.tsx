import { PAYMENT_MESSAGES } from '@atelier/contract';
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
import { formatMoney } from './money';
import { trackPayment } from './track-payment';
import { useFinishPayment, useGoTo } from './use-go-to';

/**
 * The local TEST MODE gateway: stands where PayPal's approval page would, so the whole purchase
 * can be walked through without a real gateway. Approving is a real payment to the ledger.
 */
export default function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useSandboxOrder(orderId);

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-900 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-100">
        <FlaskConicalIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <Badge tone="warning">TEST MODE</Badge>
          <p className="mt-2 text-sm">
            This is the sandbox payment gateway. No money moves: approving adds the credits or
            starts the plan as a real payment would.
          </p>
        </div>
      </div>
      {orderId === '' || order.isError ? (
        <Alert tone="error">This test order could not be found.</Alert>
      ) : null}
      {order.isPending && orderId !== '' ? <LoadingOverlay label="Loading the order..." /> : null}
      {order.data ? <SandboxOrderCard order={order.data} /> : null}
    </div>
  );
}

function SandboxOrderCard({ order }: { order: SandboxOrder }) {
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
        else goTo('/subscription?payment=failed');
      },
    });

  return (
    <Card>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">Sandbox checkout</h1>
      <div className="mt-4">
        <DetailList>
          <DetailRow label="Order">{order.description}</DetailRow>
          <DetailRow label="Amount">{formatMoney(order.amount, order.currency)}</DetailRow>
          <DetailRow label="Order ID">{order.order_id}</DetailRow>
        </DetailList>
      </div>
      {approve.isError || decline.isError ? (
        <Alert tone="error" className="mt-4">
          {PAYMENT_MESSAGES.processFailed}
        </Alert>
      ) : null}
      {order.status === 'created' ? (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onDecline}>
            Decline
          </Button>
          <Button disabled={busy} onClick={onApprove}>
            {approve.isPending ? 'Approving...' : 'Approve payment'}
          </Button>
        </div>
      ) : (
        <ClosedOrder paid={order.status === 'paid'} />
      )}
    </Card>
  );
}

function ClosedOrder({ paid }: { paid: boolean }) {
  return (
    <div className="mt-6 space-y-4">
      <Alert tone={paid ? 'success' : 'info'}>
        {paid ? 'This order is already paid.' : 'This order was declined or cancelled.'}
      </Alert>
      <Link to="/subscription" className={buttonClasses({ variant: 'secondary' })}>
        Back to Subscription and Usage
      </Link>
    </div>
  );
}
