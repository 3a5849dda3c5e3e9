import type { AdminSystemHealth } from '@atelier/contract';
import { clsx } from 'clsx';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/time';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { formatBytes, formatDuration } from './figures';
import { DetailCard } from './user-detail/detail-list';

const STORAGE_DRIVERS: Record<AdminSystemHealth['storage']['driver'], string> = {
  local: 'Local disk',
  s3: 'S3-compatible',
};

function DatabaseCard({ database }: { database: AdminSystemHealth['database'] }) {
  const behind = database.migrations_applied < database.migrations_expected;
  return (
    <DetailCard
      title="Database"
      items={[
        [
          'Status',
          database.status === 'ok' ? (
            <Badge tone="success">OK</Badge>
          ) : (
            <Badge tone="danger">Failing</Badge>
          ),
        ],
        ['Latency', `${database.latency_ms} ms`],
        [
          'Migrations',
          <span className="flex flex-wrap items-center gap-2">
            {`${database.migrations_applied} of ${database.migrations_expected} applied`}
            {behind ? <Badge tone="warning">Behind</Badge> : null}
          </span>,
        ],
      ]}
    />
  );
}

/** Open credit holds past their deadline: the sweep should leave none, so any is a warning. */
function ExpiredHoldsCard({ holds }: { holds: AdminSystemHealth['expired_holds'] }) {
  const stuck = holds.count > 0;
  return (
    <Card>
      <CardTitle title="Expired credit holds" />
      <div
        data-highlighted={stuck}
        className={clsx(
          'mt-4 rounded-xl p-4',
          stuck
            ? 'border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100'
            : 'bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
        )}
      >
        <p
          className={clsx(
            'text-3xl font-bold tabular-nums',
            !stuck && 'text-slate-900 dark:text-slate-100',
          )}
        >
          {holds.count}
        </p>
        <p className="mt-1 text-sm">
          {stuck
            ? `Past their deadline and still open${holds.oldest_deadline ? `, the oldest since ${formatDateTime(holds.oldest_deadline)}` : ''}. The sweep should have released them.`
            : 'None: every hold was settled or released in time.'}
        </p>
      </div>
    </Card>
  );
}

function QueuesCard({ queues }: { queues: AdminSystemHealth['queues'] }) {
  return (
    <Card>
      <CardTitle title="Job queues" />
      <div className="mt-4">
        {queues.length === 0 ? (
          <EmptyRow>No queues</EmptyRow>
        ) : (
          <AdminTable
            caption="Job queues"
            columns={['Queue', 'Waiting', 'Active', 'Oldest waiting']}
          >
            {queues.map((queue) => (
              <tr key={queue.name}>
                <td className={`${cellClass} font-mono text-xs`}>{queue.name}</td>
                <td className={`${cellClass} tabular-nums`}>{queue.waiting}</td>
                <td className={`${cellClass} tabular-nums`}>{queue.active}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {queue.oldest_waiting_seconds === null
                    ? '—'
                    : formatDuration(queue.oldest_waiting_seconds)}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </Card>
  );
}

function FailedJobsCard({ jobs }: { jobs: AdminSystemHealth['failed_jobs_24h'] }) {
  return (
    <Card>
      <CardTitle title="Failed jobs (24 hours)" />
      <div className="mt-4">
        {jobs.length === 0 ? (
          <EmptyRow>No failed jobs in the last 24 hours</EmptyRow>
        ) : (
          <AdminTable
            caption="Failed jobs of the last 24 hours"
            columns={['Queue', 'Time', 'Error']}
          >
            {jobs.map((job) => (
              <tr key={job.id}>
                <td className={`${cellClass} font-mono text-xs`}>{job.queue}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(job.failed_at)}
                </td>
                <td className={`${cellClass} break-all`}>{job.error}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </Card>
  );
}

function RecentErrorsCard({ errors }: { errors: AdminSystemHealth['recent_errors'] }) {
  return (
    <Card>
      <CardTitle
        title="Server errors (24 hours)"
        description="5xx answers to signed-in requests, newest first."
      />
      <div className="mt-4">
        {errors.length === 0 ? (
          <EmptyRow>No server errors in the last 24 hours</EmptyRow>
        ) : (
          <AdminTable
            caption="Server errors of the last 24 hours"
            columns={['Time', 'Method', 'Path', 'Status', 'Duration']}
          >
            {errors.map((error, index) => (
              // Two answers can share a time and a path; their place in the list tells them apart.
              <tr key={`${error.timestamp}-${index}`}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(error.timestamp)}
                </td>
                <td className={`${cellClass} font-mono text-xs`}>{error.method}</td>
                <td className={`${cellClass} font-mono text-xs break-all`}>{error.path}</td>
                <td className={`${cellClass} tabular-nums`}>{error.status}</td>
                <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                  {error.duration_ms} ms
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </Card>
  );
}

/** The operator's own AI servers (issue 36): whether each answers, what it serves and offers. */
function AiServersCard({ servers }: { servers: AdminSystemHealth['ai_servers'] }) {
  return (
    <Card>
      <CardTitle
        title="AI servers"
        description="Self-hosted servers this platform sends work to, asked just now."
      />
      <div className="mt-4">
        {servers.length === 0 ? (
          <EmptyRow>No self-hosted AI server is configured</EmptyRow>
        ) : (
          <AdminTable caption="AI servers" columns={['Server', 'Status', 'Serves', 'Offers']}>
            {servers.map((server) => (
              <tr key={server.kind}>
                <td className={cellClass}>
                  {server.name}
                  <span className="block font-mono text-xs break-all text-slate-500">
                    {server.url}
                  </span>
                </td>
                <td className={cellClass}>
                  {server.status === 'ok' ? (
                    <Badge tone="success">{`OK, ${server.latency_ms} ms`}</Badge>
                  ) : (
                    <>
                      <Badge tone="danger">Failing</Badge>
                      <span className="mt-1 block text-xs break-all">{server.error}</span>
                    </>
                  )}
                </td>
                <td className={cellClass}>{server.serves.join(', ') || 'Nothing (not chosen)'}</td>
                <td className={`${cellClass} font-mono text-xs break-all`}>
                  {server.offers.join(', ') || '—'}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </Card>
  );
}

/** Each part of the health answer in its own card: figures first, then the lists. */
export function SystemHealthSections({ health }: { health: AdminSystemHealth }) {
  const { storage, disk, process } = health;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <DatabaseCard database={health.database} />
        <ExpiredHoldsCard holds={health.expired_holds} />
        <DetailCard
          title="Storage"
          items={[
            ['Driver', STORAGE_DRIVERS[storage.driver]],
            ['Media size', formatBytes(storage.media_bytes)],
            ['Media files', storage.media_files.toLocaleString('en-US')],
            ['Disk free', `${formatBytes(disk.free_bytes)} of ${formatBytes(disk.total_bytes)}`],
            ['Disk path', disk.path],
          ]}
        />
        <DetailCard
          title="Process"
          items={[
            ['Uptime', formatDuration(process.uptime_seconds)],
            ['Version', process.version],
            ['Node.js', process.node],
            ['Memory (RSS)', formatBytes(process.rss_bytes)],
          ]}
        />
      </div>
      <AiServersCard servers={health.ai_servers} />
      <QueuesCard queues={health.queues} />
      <FailedJobsCard jobs={health.failed_jobs_24h} />
      <RecentErrorsCard errors={health.recent_errors} />
    </div>
  );
}
