import type { WebhookDelivery } from '@atelier/contract';
import { Button } from '../../../components/ui/button';
import { DataTable, cellClass } from '../../../components/ui/data-table';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useDeliveries } from '../api/list-deliveries';
import { useRedeliver } from '../api/redeliver';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { ListStatus } from './item-list';
import { useT } from '../../../lib/i18n/i18n';
import type { Translate } from '../../../lib/i18n/i18n';
import { deliveryText } from '../delivery-text';

/** Message ids of the columns' headings. */
const COLUMNS = [
  'developer.columnEvent',
  'developer.columnStatus',
  'developer.columnAttempts',
  'developer.columnLastResponse',
  'developer.columnNextAttempt',
  'developer.columnDelivered',
  'developer.columnActions',
];

/** The webhook's last 100 deliveries, newest first, each of which can be sent again. */
export function DeliveryLog({
  id,
  webhookId,
  url,
  canRedeliver,
}: {
  id: string;
  webhookId: string;
  url: string;
  /** A disabled webhook sends nothing until it is added again. */
  canRedeliver: boolean;
}) {
  const t = useT();
  const deliveries = useDeliveries(webhookId);
  const redeliver = useRedeliver(webhookId);
  const list = deliveries.data?.deliveries ?? [];

  const sendAgain = (delivery: WebhookDelivery) =>
    redeliver.mutate(delivery.id, {
      onSuccess: () => toast.success(t('developer.redeliverQueued', { event: delivery.event })),
      onError: (error) => toast.error(errorMessage(error, t('developer.redeliverFailed'))),
    });

  return (
    <div id={id} className="mt-4">
      {list.length === 0 ? (
        <ListStatus
          query={deliveries}
          texts={{
            loading: t('developer.loadingDeliveries'),
            failed: t('developer.deliveriesFailed'),
            empty: t('developer.noDeliveries'),
          }}
        />
      ) : (
        <DataTable
          caption={t('developer.deliveriesTo', { url })}
          columns={COLUMNS.map((column) => t(column))}
          scrollable
        >
          {list.map((delivery) => (
            <tr key={delivery.id}>
              <td className={cellClass}>
                <span className="font-mono">{delivery.event}</span>
                <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                  {formatDateTime(delivery.created_at)}
                </span>
              </td>
              <td className={cellClass}>
                <DeliveryStatusBadge status={delivery.status} />
              </td>
              <td className={`${cellClass} tabular-nums`}>{delivery.attempts}</td>
              <td className={`${cellClass} min-w-40 break-words`}>{lastResponse(t, delivery)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '—'}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {delivery.delivered_at ? formatDateTime(delivery.delivered_at) : '—'}
              </td>
              <td className={cellClass}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('developer.redeliverNamed', {
                    event: delivery.event,
                    when: formatDateTime(delivery.created_at),
                  })}
                  disabled={!canRedeliver || redeliver.isPending}
                  onClick={() => sendAgain(delivery)}
                >
                  {t('developer.redeliver')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/** The status code, the error (a timeout, a refused connection), both, or nothing yet. */
function lastResponse(t: Translate, delivery: WebhookDelivery): string {
  // A failing code is already in the error's words ("The endpoint answered 500.").
  if (delivery.last_error) return deliveryText(t, delivery.last_error);
  return delivery.last_status_code === null ? '—' : String(delivery.last_status_code);
}
