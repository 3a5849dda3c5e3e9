import { MAX_WEBHOOKS } from '@atelier/contract';
import type { Webhook, WebhookCreated } from '@atelier/contract';
import WebhookIcon from 'lucide-react/icons/webhook';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CardTitle } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { CreateWebhookForm } from './create-webhook-form';
import { ItemList } from './item-list';
import { OneTimeSecret } from './one-time-secret';
import { WebhookItem } from './webhook-item';
import { useT } from '../../../lib/i18n/i18n';

/**
 * Add an endpoint (on a plan with API access), see its signing secret once, test it, read its
 * deliveries, remove it. Without access the card shows only endpoints added before, if any.
 */
export function WebhooksCard({ canCreate }: { canCreate: boolean }) {
  const t = useT();
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);

  const list = webhooks.data?.webhooks ?? [];
  if (!canCreate && list.length === 0) return null;

  const confirmRemove = (webhook: Webhook) =>
    remove.mutate(webhook.id, {
      onSuccess: () => toast.success(t('developer.webhookRemoved')),
      onError: (error) => toast.error(errorMessage(error, t('developer.removeFailed'))),
      onSettled: () => setRemoving(null),
    });

  return (
    <Card className="space-y-5">
      <CardTitle
        icon={<WebhookIcon className="size-5" aria-hidden="true" />}
        title={t('developer.webhooks')}
        description={t('developer.webhooksIntro', { max: MAX_WEBHOOKS })}
      />
      {created ? (
        <OneTimeSecret
          kind="signingSecret"
          value={created.secret}
          reason={t('developer.secretOnce')}
          onDone={() => setCreated(null)}
        />
      ) : canCreate ? (
        <CreateWebhookForm onCreated={setCreated} />
      ) : null}
      <ItemList
        query={webhooks}
        items={list}
        texts={{
          list: t('developer.yourWebhooks'),
          loading: t('developer.loadingWebhooks'),
          failed: t('developer.webhooksFailed'),
          empty: t('developer.noWebhooks'),
        }}
        nameOf={(webhook) => webhook.url}
      >
        {(webhook) => <WebhookItem webhook={webhook} onRemove={() => setRemoving(webhook)} />}
      </ItemList>
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={t('developer.removeTitle')}
          message={t('developer.removeMessage', { url: removing.url })}
          confirmLabel={t('developer.remove')}
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
        />
      ) : null}
    </Card>
  );
}
