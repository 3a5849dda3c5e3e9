import type { AuditLogsResponse } from '@atelier/contract';
import ScrollTextIcon from 'lucide-react/icons/scroll-text';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { CardTitle } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAuditLogs } from '../api/list-audit-logs';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { Pager } from './pager';

type Summary = AuditLogsResponse['logs'][number]['summary'];

/** The record's details as "key: value" pairs, as short as they come. */
function summaryText(summary: Summary): string {
  const parts = Object.entries(summary).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'None';
}

const COLUMNS = ['Time', 'Admin', 'Action', 'Target', 'Summary', 'IP'];

/** The append-only record of what staff did, newest first, 20 a page, by action. */
export function AuditLogCard() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const settledAction = useDebouncedValue(action.trim(), 300);
  const logs = useAuditLogs({ page, action: settledAction || undefined });
  const entries = logs.data?.logs ?? [];

  return (
    <Card>
      <CardTitle
        icon={<ScrollTextIcon className="size-5" aria-hidden="true" />}
        title="Audit log"
        description="Every sign-in and change made by staff, newest first."
      />
      <div className="mt-4 max-w-xs">
        <Field
          label="Filter by action"
          type="search"
          placeholder="e.g. login"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <div className="mt-4">
        {logs.isError ? (
          <Alert tone="error">Failed to load audit logs</Alert>
        ) : logs.isPending ? (
          <EmptyRow>Loading audit logs...</EmptyRow>
        ) : entries.length === 0 ? (
          <EmptyRow>No audit log entries found</EmptyRow>
        ) : (
          <AdminTable caption="Audit log" columns={COLUMNS}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(entry.timestamp)}
                </td>
                <td className={`${cellClass} break-all`}>{entry.admin_email}</td>
                <td className={`${cellClass} font-mono text-xs`}>{entry.action}</td>
                <td className={`${cellClass} break-all`}>{entry.target ?? 'None'}</td>
                <td className={`${cellClass} break-all`}>{summaryText(entry.summary)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{entry.ip ?? 'Not available'}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
      {logs.data ? (
        <Pager
          label="Audit log pages"
          page={page}
          totalPages={logs.data.pagination.total_pages}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
