import type { PaymentGatewayId } from '@atelier/contract';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n';
import { usePaymentMethods } from '../api/get-payment-methods';
import { ChoiceDialog } from './choice-dialog';
import { GatewayOptions, useGatewayChoice } from './gateway-options';

/** Mounted while open, so each purchase starts again from the default gateway. */
export function PaymentMethodDialog({
  summary,
  onClose,
  onContinue,
}: {
  /** What is being bought, e.g. "Pro plan, monthly". */
  summary: string;
  onClose: () => void;
  onContinue: (gateway: PaymentGatewayId) => void;
}) {
  const t = useT();
  const methods = usePaymentMethods();
  const gateways = methods.data?.gateways ?? [];
  const choice = useGatewayChoice(gateways, methods.data?.default_gateway ?? null);

  return (
    <ChoiceDialog
      title={t('billing.choosePaymentMethod')}
      description={t('billing.howToPay', { summary })}
      canContinue={choice.payable !== null}
      onContinue={() => {
        if (choice.payable) onContinue(choice.payable);
      }}
      onClose={onClose}
    >
      {methods.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
          <span className="sr-only">{t('billing.loadingPaymentMethods')}</span>
        </div>
      ) : null}
      {methods.isError ? <Alert tone="error">{t('billing.paymentMethodsFailed')}</Alert> : null}
      <GatewayOptions gateways={gateways} value={choice.chosen} onChange={choice.choose} />
    </ChoiceDialog>
  );
}
