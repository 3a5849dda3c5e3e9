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

/**
 * Add an endpoint (on a plan with API access), see its signing secret once, test it, read its
 * deliveries, remove it. Without access the card shows only endpoints added before, if any.
 */
export function WebhooksCard({ canCreate }: { canCreate: boolean }) {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);

  const list = webhooks.data?.webhooks ?? [];
  if (!canCreate && list.length === 0) return null;

  const confirmRemove = (webhook: Webhook) =>
    remove.mutate(webhook.id, {
      onSuccess: () => toast.success('Webhook removed.'),
      onError: (error) => toast.error(errorMessage(error, 'Could not remove the webhook.')),
      onSettled: () => setRemoving(null),
    });

  return (
    <Card className="space-y-5">
      <CardTitle
        icon={<WebhookIcon className="size-5" aria-hidden="true" />}
        title="Webhooks"
        description={`We tell your server when something happens, signed so it can check it was us. Up to ${MAX_WEBHOOKS} endpoints.`}
      />
      {created ? (
        <OneTimeSecret
          name="signing secret"
          value={created.secret}
          reason="Your receiver needs it to check each delivery's signature. If you lose it, remove the webhook and add it again."
          onDone={() => setCreated(null)}
        />
      ) : canCreate ? (
        <CreateWebhookForm onCreated={setCreated} />
      ) : null}
      <ItemList
        query={webhooks}
        items={list}
        what="webhooks"
        empty="You have no webhooks yet."
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
          title="Remove this webhook?"
          message={`Nothing more will be sent to ${removing.url}, and its delivery log goes with it.`}
          confirmLabel="Remove"
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
        />
      ) : null}
    </Card>
  );
}
