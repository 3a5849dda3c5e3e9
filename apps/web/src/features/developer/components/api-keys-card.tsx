import { MAX_LIVE_API_KEYS } from '@atelier/contract';
import type { ApiKey, ApiKeyCreated } from '@atelier/contract';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CardTitle } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeyItem } from './api-key-item';
import { CreateApiKeyForm } from './create-api-key-form';
import { ItemList } from './item-list';
import { OneTimeSecret } from './one-time-secret';
import { useT } from '../../../lib/i18n/i18n';

/**
 * Create a key (on a plan with API access), see it once, list and revoke. Without access the card
 * shows only keys made before, and only if there are any.
 */
export function ApiKeysCard({ canCreate }: { canCreate: boolean }) {
  const t = useT();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const list = keys.data?.keys ?? [];
  if (!canCreate && list.length === 0) return null;

  const confirmRevoke = (key: ApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => toast.success(t('developer.keyRevoked', { name: key.name })),
      onError: (error) => toast.error(errorMessage(error, t('developer.revokeFailed'))),
      onSettled: () => setRevoking(null),
    });

  return (
    <Card className="space-y-5">
      <CardTitle
        icon={<KeyRoundIcon className="size-5" aria-hidden="true" />}
        title={t('developer.apiKeys')}
        description={`${t('developer.apiKeysIntro', { max: MAX_LIVE_API_KEYS })} ${t('developer.rateLimits')}`}
      />
      {created ? (
        <OneTimeSecret
          kind="apiKey"
          value={created.key}
          reason={t('developer.keyOnce')}
          onDone={() => setCreated(null)}
        />
      ) : canCreate ? (
        <CreateApiKeyForm onCreated={setCreated} />
      ) : null}
      <ItemList
        query={keys}
        items={list}
        texts={{
          list: t('developer.yourKeys'),
          loading: t('developer.loadingKeys'),
          failed: t('developer.keysFailed'),
          empty: t('developer.noKeys'),
        }}
        nameOf={(key) => key.name}
      >
        {(key) => <ApiKeyItem apiKey={key} onRevoke={() => setRevoking(key)} />}
      </ItemList>
      {revoking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setRevoking(null);
          }}
          title={t('developer.revokeTitle')}
          message={t('developer.revokeMessage', { name: revoking.name })}
          confirmLabel={t('developer.revoke')}
          tone="danger"
          busy={revoke.isPending}
          onConfirm={() => confirmRevoke(revoking)}
        />
      ) : null}
    </Card>
  );
}
