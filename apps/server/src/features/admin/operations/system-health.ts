import type { AdminSystemHealth } from '@atelier/contract';
import { statfs } from 'node:fs/promises';
import type { AppDeps } from '../../../app-deps';
import { appliedMigrationCount, expectedMigrationCount } from '../../../db/migrate';
import { QUEUES } from '../../../jobs/queue';
import { aiServers } from './ai-servers';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * GET /api/admin/system/health: what an operator checks first, all measured now. pg-boss keeps
 * its jobs in `pgboss.job` (state created or retry = waiting); generations fail in their own table.
 */
export async function systemHealth(deps: Pick<AppDeps, 'db' | 'config' | 'storage'>) {
  const pool = deps.db.$client;
  const started = performance.now();
  let databaseUp = true;
  let applied = 0;
  try {
    applied = await appliedMigrationCount(pool);
  } catch {
    databaseUp = false;
  }
  const latency = performance.now() - started;
  const expected = expectedMigrationCount();
  const [queues, failed, holds, errors, media, disk, servers] = await Promise.all([
    pool.query<{ name: string; waiting: number; active: number; oldest: number | null }>(`
      SELECT name,
        count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
        count(*) FILTER (WHERE state = 'active')::int AS active,
        extract(epoch FROM now() - min(created_on) FILTER (
          WHERE state IN ('created', 'retry') AND start_after <= now()))::float AS oldest
      FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
      GROUP BY name ORDER BY name`),
    pool.query<{ id: string; queue: string; failed_at: Date; error: string }>(`
      SELECT * FROM (
        SELECT id::text, 'generation:' || tool AS queue, finished_at AS failed_at,
          coalesce(error, 'failed') AS error
        FROM generation_jobs
        WHERE status = 'failed' AND finished_at > now() - interval '24 hours'
        UNION ALL
        SELECT id::text, name, completed_on, coalesce(output->>'message', output::text, 'failed')
        FROM pgboss.job WHERE state = 'failed' AND completed_on > now() - interval '24 hours'
      ) failures ORDER BY failed_at DESC LIMIT 50`),
    pool.query<{ count: number; oldest: Date | null }>(`
      SELECT count(*)::int AS count, min(expires_at) AS oldest
      FROM credit_holds WHERE status = 'open' AND expires_at < now()`),
    pool.query<{
      created_at: Date;
      method: string;
      path: string;
      status: number;
      duration_ms: number;
    }>(`
      SELECT created_at, method, path, status, duration_ms FROM api_request_logs
      WHERE status >= 500 AND created_at > now() - interval '24 hours'
        AND batch_last_at > now() - interval '24 hours'
      ORDER BY created_at DESC LIMIT 20`),
    pool.query<{ bytes: string; files: number }>(`
      SELECT (coalesce((SELECT sum((output->>'bytes')::bigint) FROM generation_jobs,
                jsonb_array_elements(outputs) AS output), 0)
            + coalesce((SELECT sum(bytes) FROM media_inputs), 0))::text AS bytes,
        ((SELECT count(*) FROM generation_jobs, jsonb_array_elements(outputs))
          + (SELECT count(*) FROM media_inputs))::int AS files`),
    statfs(deps.config.dataDir),
    aiServers(deps.config),
  ]);
  // Every queue the product runs is listed, an idle one with zeros.
  const measured = new Map(queues.rows.map((row) => [row.name, row]));
  const names = [...new Set([...Object.values(QUEUES), ...measured.keys()])].sort();
  const queueRows = names.map((name) => {
    const row = measured.get(name);
    return {
      name,
      waiting: row?.waiting ?? 0,
      active: row?.active ?? 0,
      oldest_waiting_seconds: row?.oldest == null ? null : Math.round(row.oldest),
    };
  });
  const healthy =
    databaseUp &&
    applied >= expected &&
    holds.rows[0]?.count === 0 &&
    errors.rows.length === 0 &&
    servers.every((server) => server.status === 'ok');
  const memory = process.memoryUsage();
  return {
    status: healthy ? 'ok' : 'degraded',
    checked_at: new Date().toISOString(),
    database: {
      status: databaseUp ? 'ok' : 'failing',
      latency_ms: Math.round(latency * 10) / 10,
      migrations_applied: applied,
      migrations_expected: expected,
    },
    queues: queueRows,
    failed_jobs_24h: failed.rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      failed_at: row.failed_at.toISOString(),
      error: row.error.slice(0, 500),
    })),
    expired_holds: {
      count: holds.rows[0]?.count ?? 0,
      oldest_deadline: holds.rows[0]?.oldest?.toISOString() ?? null,
    },
    recent_errors: errors.rows.map((row) => ({
      timestamp: row.created_at.toISOString(),
      method: row.method,
      path: row.path,
      status: row.status,
      duration_ms: row.duration_ms,
    })),
    ai_servers: servers,
    storage: {
      driver: deps.storage.kind,
      media_bytes: Number(media.rows[0]?.bytes ?? 0),
      media_files: media.rows[0]?.files ?? 0,
    },
    disk: {
      path: deps.config.dataDir,
      free_bytes: disk.bavail * disk.bsize,
      total_bytes: disk.blocks * disk.bsize,
    },
    process: {
      uptime_seconds: Math.round(process.uptime()),
      version: VERSION,
      node: process.version,
      rss_bytes: memory.rss,
    },
  } satisfies AdminSystemHealth;
}
