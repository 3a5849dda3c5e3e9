import type { PaymentGatewayId } from '@atelier/contract';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
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
  const methods = usePaymentMethods();
  const gateways = methods.data?.gateways ?? [];
  const choice = useGatewayChoice(gateways, methods.data?.default_gateway ?? null);

  return (
    <ChoiceDialog
      title="Choose a payment method"
      description={`${summary}. How would you like to pay?`}
      canContinue={choice.payable !== null}
      onContinue={() => {
        if (choice.payable) onContinue(choice.payable);
      }}
      onClose={onClose}
    >
      {methods.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
          <span className="sr-only">Loading payment methods...</span>
        </div>
      ) : null}
      {methods.isError ? (
        <Alert tone="error">Payment methods could not be loaded. Please try again.</Alert>
      ) : null}
      <GatewayOptions gateways={gateways} value={choice.chosen} onChange={choice.choose} />
    </ChoiceDialog>
  );
}
