import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { CardHeader } from '../../../../components/ui/page-header';
import { formatDateTime } from '../../../../lib/time';
import { useLogError } from '../../../../lib/use-log-error';
import { useUserApiLogs } from '../../api/get-api-logs';
import { AdminTable, EmptyRow, cellClass } from '../admin-table';
import { Pager } from '../pager';

const COLUMNS = ['Timestamp', 'Method', 'Endpoint', 'Status', 'Duration', 'IP', 'Signed in with'];

/** The user's API requests from the request log, 20 a page, fetched when the tab opens. */
export function ApiActivityPanel({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const logs = useUserApiLogs(userId, page);
  useLogError(logs.error, 'Failed to load API logs');
  // Spec part 2, section 8: a failed load shows an empty list.
  const entries = logs.isError ? [] : (logs.data?.logs ?? []);

  return (
    <Card>
      <CardHeader
        title="API activity"
        description="Requests this user made, newest first."
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={logs.isFetching}
            onClick={() => void logs.refetch()}
          >
            <RefreshCwIcon className="size-4" aria-hidden="true" />
            Refresh activity
          </Button>
        }
      />
      <div className="mt-4">
        {logs.isPending ? (
          <EmptyRow>Loading API activity...</EmptyRow>
        ) : entries.length === 0 ? (
          <EmptyRow>No API requests found for this user</EmptyRow>
        ) : (
          <AdminTable caption="API requests" columns={COLUMNS}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(entry.timestamp)}
                </td>
                <td className={`${cellClass} font-mono text-xs`}>{entry.method}</td>
                <td className={`${cellClass} font-mono text-xs break-all`}>{entry.path}</td>
                <td className={`${cellClass} tabular-nums`}>{entry.status}</td>
                <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                  {entry.duration_ms} ms
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{entry.ip ?? 'Not available'}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {entry.api_key ? (
                    <>
                      API key {entry.api_key.name}{' '}
                      <span className="font-mono text-xs">{entry.api_key.prefix}</span>
                    </>
                  ) : (
                    'Session'
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
      {logs.data && !logs.isError ? (
        <Pager
          label="API activity pages"
          page={page}
          totalPages={logs.data.pagination.total_pages}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
