import { ADMIN_OPERATION_MESSAGES, API_KEY_CALLS_PER_MINUTE } from '@atelier/contract';
import type { AdminApiKey } from '@atelier/contract';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CardHeader } from '../../../components/ui/page-header';
import { formatDate, formatDateTime } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { GenerateApiKeyDialog } from './generate-api-key-dialog';
import { ROLE_LABELS } from './role-labels';

const COLUMNS = [
  'Name',
  'Role',
  'Status',
  'Key',
  'Usage',
  'Last used',
  'Created',
  'Created by',
  'Actions',
];

/** The API keys (manage_admins): each by its prefix only; generate one, or revoke it. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [generating, setGenerating] = useState(false);
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);

  const confirmRevoke = (key: AdminApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => toast.success(ADMIN_OPERATION_MESSAGES.keyRevoked),
      onError: () => toast.error(ADMIN_OPERATION_MESSAGES.keyRevokeFailed),
      onSettled: () => setRevoking(null),
    });

  const list = keys.data?.api_keys ?? [];
  return (
    <Card>
      <CardHeader
        icon={<KeyRoundIcon className="size-5" aria-hidden="true" />}
        title="API keys"
        description={`Each key acts with its role, at most ${API_KEY_CALLS_PER_MINUTE} calls a minute.`}
        actions={
          <Button size="sm" onClick={() => setGenerating(true)}>
            Generate API key
          </Button>
        }
      />
      <div className="mt-4">
        {keys.isError ? (
          <Alert tone="error">Failed to load API keys</Alert>
        ) : keys.isPending ? (
          <EmptyRow>Loading API keys...</EmptyRow>
        ) : list.length === 0 ? (
          <EmptyRow>No API keys yet</EmptyRow>
        ) : (
          <AdminTable caption="API keys" columns={COLUMNS}>
            {list.map((key) => (
              <tr key={key.id}>
                <td className={`${cellClass} font-medium text-slate-900 dark:text-slate-100`}>
                  {key.name}
                </td>
                <td className={cellClass}>{ROLE_LABELS[key.role]}</td>
                <td className={cellClass}>
                  {key.status === 'active' ? (
                    <Badge tone="success">Active</Badge>
                  ) : (
                    <Badge>Revoked</Badge>
                  )}
                </td>
                <td className={`${cellClass} font-mono text-xs whitespace-nowrap`}>
                  {key.key_prefix}…
                </td>
                <td className={`${cellClass} tabular-nums`}>{key.usage_count}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(key.created_at)}</td>
                <td className={`${cellClass} break-all`}>{key.created_by}</td>
                <td className={cellClass}>
                  {key.status === 'active' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Revoke ${key.name}`}
                      onClick={() => setRevoking(key)}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
      {generating ? <GenerateApiKeyDialog onClose={() => setGenerating(false)} /> : null}
      {revoking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setRevoking(null);
          }}
          title="Revoke API key"
          message={ADMIN_OPERATION_MESSAGES.keyRevokeConfirm}
          confirmLabel="Revoke"
          tone="danger"
          busy={revoke.isPending}
          onConfirm={() => confirmRevoke(revoking)}
        />
      ) : null}
    </Card>
  );
}
