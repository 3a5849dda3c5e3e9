import HeartPulseIcon from 'lucide-react/icons/heart-pulse';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { CardHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/time';
import { SYSTEM_HEALTH_REFRESH_MS, useSystemHealth } from '../api/get-system-health';
import { SystemHealthSections } from './system-health-sections';

/**
 * The server's own check, looked at again every 30 seconds while the tab is open. Without
 * view_system_health the server refuses (403), which shows as the error like any other failure.
 */
export function SystemHealthCard() {
  const health = useSystemHealth();
  const data = health.data;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          icon={<HeartPulseIcon className="size-5" aria-hidden="true" />}
          title="System health"
          description={
            data
              ? `Checked at ${formatDateTime(data.checked_at)}. Refreshes every ${SYSTEM_HEALTH_REFRESH_MS / 1000} seconds.`
              : undefined
          }
          actions={
            <div className="flex items-center gap-3">
              {data ? (
                data.status === 'ok' ? (
                  <Badge tone="success">All systems OK</Badge>
                ) : (
                  <Badge tone="warning">Degraded</Badge>
                )
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                disabled={health.isFetching}
                onClick={() => void health.refetch()}
              >
                <RefreshCwIcon className="size-4" aria-hidden="true" />
                {health.isFetching ? 'Refreshing...' : 'Refresh'}
              </Button>
            </div>
          }
        />
        {health.isError ? (
          <Alert tone="error" className="mt-4">
            Failed to load system health
          </Alert>
        ) : null}
      </Card>
      {data ? (
        <SystemHealthSections health={data} />
      ) : health.isPending ? (
        <LoadingOverlay label="Loading system health..." />
      ) : null}
    </div>
  );
}
