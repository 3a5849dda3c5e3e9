import type { ApiKey } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/time';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { useT } from '../../../lib/i18n/i18n';

/** One key, by its prefix: when it was made, when it ends, and how much it is used. */
export function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const t = useT();
  const expired = hasExpired(apiKey.expires_at);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">
            {apiKey.name}
          </h3>
          {expired ? <Badge tone="warning">{t('developer.expired')}</Badge> : null}
        </div>
        <DetailList>
          <Detail label={t('developer.key')}>
            <span className="font-mono">{apiKey.prefix}…</span>
          </Detail>
          <Detail label={t('developer.created')}>{formatDate(apiKey.created_at)}</Detail>
          <Detail label={t('developer.expires')}>
            {apiKey.expires_at ? formatDate(apiKey.expires_at) : t('developer.never')}
          </Detail>
          <Detail label={t('developer.lastUsed')}>
            {apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : t('developer.never')}
          </Detail>
          <Detail label={t('developer.requestsToday')}>{apiKey.requests_today}</Detail>
        </DetailList>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('developer.revokeNamed', { name: apiKey.name })}
        onClick={onRevoke}
        className="self-start"
      >
        {t('developer.revoke')}
      </Button>
    </div>
  );
}

/** The list keeps expired keys (marked) until they are revoked. */
function hasExpired(expiresAt: string | null): boolean {
  return expiresAt !== null && Date.parse(expiresAt) < Date.now();
}
