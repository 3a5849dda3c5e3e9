import type { Webhook } from '@atelier/contract';
import ListIcon from 'lucide-react/icons/list';
import SendIcon from 'lucide-react/icons/send';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCredits } from '../../../lib/format';
import { formatDate } from '../../../lib/time';
import { useSendTestPing } from '../api/send-test-ping';
import { DeliveryLog } from './delivery-log';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { TestPingResult } from './test-ping-result';
import { useT } from '../../../lib/i18n/i18n';
import { deliveryText } from '../delivery-text';

/** One endpoint: what it receives, whether it is on, a test ping, and its delivery log. */
export function WebhookItem({ webhook, onRemove }: { webhook: Webhook; onRemove: () => void }) {
  const t = useT();
  const test = useSendTestPing(webhook.id);
  const [showLog, setShowLog] = useState(false);
  const logId = useId();

  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-slate-100">
              {webhook.url}
            </h3>
            {webhook.enabled ? (
              <Badge tone="success">{t('developer.enabled')}</Badge>
            ) : (
              <Badge tone="danger">{t('developer.disabled')}</Badge>
            )}
          </div>
          {webhook.enabled ? null : (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">
              {t('developer.disabledNotice', {
                reason: webhook.disabled_reason
                  ? deliveryText(t, webhook.disabled_reason)
                  : t('developer.disabledReason'),
              })}
            </p>
          )}
          <DetailList>
            <Detail label={t('developer.events')}>
              <span className="flex flex-wrap gap-1.5">
                {webhook.events.map((event) => (
                  <Badge key={event} className="font-mono">
                    {event}
                  </Badge>
                ))}
              </span>
            </Detail>
            {webhook.events.includes('credits.low') ? (
              <Detail label={t('developer.creditsLowThreshold')}>
                {t('developer.thresholdCredits', {
                  credits: formatCredits(webhook.credits_low_threshold),
                })}
              </Detail>
            ) : null}
            <Detail label={t('developer.added')}>{formatDate(webhook.created_at)}</Detail>
          </DetailList>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!webhook.enabled || test.isPending}
            onClick={() => test.mutate()}
          >
            <SendIcon className="size-4" aria-hidden="true" />
            {test.isPending ? t('developer.sending') : t('developer.sendTest')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((open) => !open)}
          >
            <ListIcon className="size-4" aria-hidden="true" />
            {t('developer.deliveryLog')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onRemove}>
            {t('developer.remove')}
          </Button>
        </div>
      </div>
      {test.isIdle ? null : (
        <div className="mt-3">
          <TestPingResult delivery={test.data} error={test.error} />
        </div>
      )}
      {showLog ? (
        <DeliveryLog
          id={logId}
          webhookId={webhook.id}
          url={webhook.url}
          canRedeliver={webhook.enabled}
        />
      ) : null}
    </div>
  );
}
