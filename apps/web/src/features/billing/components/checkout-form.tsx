import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useT } from '../../../lib/i18n/i18n';
import { usePaymentMethods } from '../../../kits/wallet/api/get-payment-methods';
import { useOrderSummary } from '../checkout-order';
import { messageText } from '../../../kits/wallet/payment-return';
import type { Message } from '../../../kits/wallet/payment-return';
import { formatMoney } from '../../../kits/wallet/money';
import { payableGateway, razorpayPaidPath } from '../../../kits/wallet/purchase';
import type { Purchase } from '../../../kits/wallet/purchase';
import { useFinishPayment } from '../../../kits/wallet/use-go-to';
import { usePurchase } from '../../../kits/wallet/use-purchase';
import { DetailList, DetailRow } from './detail-list';
import { GatewayOptions, useGatewayChoice } from '../../../kits/wallet/components/gateway-options';

export function CheckoutForm({ purchase }: { purchase: Purchase }) {
  const t = useT();
  const order = useOrderSummary(purchase);
  const methods = usePaymentMethods();
  // Spec: the checkout page offers only the gateways that take money now.
  const gateways = (methods.data?.gateways ?? []).filter(
    (gateway) => gateway.enabled && payableGateway(gateway.name),
  );
  const preferred = gateways.find((gateway) => gateway.name === methods.data?.default_gateway);
  const choice = useGatewayChoice(gateways, (preferred ?? gateways[0])?.name ?? null);
  const [error, setError] = useState<Message | null>(null);
  const finish = useFinishPayment();
  const pay = usePurchase({
    onPaid: (result) => finish(result, razorpayPaidPath(result)),
    onFailure: setError,
  });

  if (order.loading || methods.isPending)
    return <LoadingOverlay label={t('billing.loadingOrder')} />;
  const { summary } = order;
  if (!summary) return <Alert tone="error">{t('billing.notForSale')}</Alert>;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('billing.orderSummary')}
        </h2>
        <div className="mt-4">
          <DetailList>
            <DetailRow label={t('billing.item')}>{summary.item}</DetailRow>
            {summary.period ? (
              <DetailRow label={t('billing.accessPeriod')}>{summary.period}</DetailRow>
            ) : null}
            <DetailRow label={t('billing.priceUsd')}>{formatMoney(summary.price.usd)}</DetailRow>
            <DetailRow label={t('billing.priceInr')}>
              {formatMoney(summary.price.inr, 'INR')}
            </DetailRow>
          </DetailList>
        </div>
        {summary.period ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {t('billing.oneTimePaymentNote')}
          </p>
        ) : null}
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('billing.paymentMethod')}
        </h2>
        {gateways.length === 0 ? (
          <Alert tone="error">{t('billing.noPaymentMethod')}</Alert>
        ) : (
          <GatewayOptions gateways={gateways} value={choice.chosen} onChange={choice.choose} />
        )}
        {error ? <Alert tone="error">{messageText(t, error)}</Alert> : null}
        <Button
          size="lg"
          className="w-full"
          disabled={!choice.payable || pay.isPending}
          onClick={() => {
            if (!choice.payable) return;
            setError(null);
            pay.mutate({ purchase, gateway: choice.payable });
          }}
        >
          {pay.isPending
            ? t('billing.processing')
            : t('billing.payAmount', { amount: formatMoney(summary.price.usd) })}
        </Button>
      </Card>
    </div>
  );
}
