import type { WebhookDelivery } from '@atelier/contract';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { deliveryText } from '../delivery-text';

/** How the endpoint took the test ping, or why it could not be sent. */
export function TestPingResult({
  delivery,
  error,
}: {
  delivery: WebhookDelivery | undefined;
  error: unknown;
}) {
  const t = useT();
  if (error) {
    return <Alert tone="error">{errorMessage(error, t('developer.pingFailed'))}</Alert>;
  }
  if (!delivery) return null;
  if (delivery.status === 'delivered') {
    return (
      <Alert tone="success">
        {t('developer.pingDelivered', { code: delivery.last_status_code })}
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      {delivery.last_error
        ? t('developer.pingFailedWith', { error: deliveryText(t, delivery.last_error) })
        : t('developer.pingNoAnswer')}
    </Alert>
  );
}
