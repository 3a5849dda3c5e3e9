import type { WebhookDelivery } from '@atelier/contract';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/error-message';

/** How the endpoint took the test ping, or why it could not be sent. */
export function TestPingResult({
  delivery,
  error,
}: {
  delivery: WebhookDelivery | undefined;
  error: unknown;
}) {
  if (error) {
    return <Alert tone="error">{errorMessage(error, 'Could not send the test ping.')}</Alert>;
  }
  if (!delivery) return null;
  if (delivery.status === 'delivered') {
    return (
      <Alert tone="success">
        Test ping delivered: the endpoint answered {delivery.last_status_code}.
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      Test ping failed: {delivery.last_error ?? 'the endpoint did not answer.'}
    </Alert>
  );
}
