import type { AdminPageQuery, ApiLogsResponse } from '@atelier/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { apiKeys, apiRequestLogBatches, apiRequestLogs } from '../../db/schema';
import { findUser } from './users/find-user';
import { logPagination } from './paging';

/**
 * GET /api/admin/users/{id}/api-logs: what the account asked of the API, newest first.
 *
 * The log keeps one row per account and batch (db/schema/request-log.ts). The page's lines are
 * among the newest `skip + per_page`, and those are all at least as new as the oldest line of
 * the newest batches that hold that many; so only batches ending after it are unpacked, whatever
 * the account's history.
 */
export async function userApiLogs(
  db: Database,
  userId: string,
  query: z.output<typeof AdminPageQuery>,
): Promise<ApiLogsResponse> {
  await findUser(db, userId);
  const skip = (query.page - 1) * query.per_page;
  const newest = db.$with('newest').as(
    db
      .select({
        firstAt: apiRequestLogBatches.firstAt,
        lines: apiRequestLogBatches.lines,
        before:
          sql<number>`sum(${apiRequestLogBatches.lines}) OVER (ORDER BY ${apiRequestLogBatches.lastAt} DESC, ${apiRequestLogBatches.firstId} DESC) - ${apiRequestLogBatches.lines}`.as(
            'before',
          ),
      })
      .from(apiRequestLogBatches)
      .where(eq(apiRequestLogBatches.userId, userId)),
  );
  const [bounds] = await db
    .with(newest)
    .select({
      total: sql<number>`coalesce(sum(${newest.lines}), 0)::int`,
      since:
        sql<Date | null>`min(${newest.firstAt}) FILTER (WHERE ${newest.before} < ${skip + query.per_page})`.mapWith(
          (value: string | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(newest);
  const total = bounds?.total ?? 0;
  const rows = bounds?.since
    ? await db
        .select({
          id: apiRequestLogs.id,
          createdAt: apiRequestLogs.createdAt,
          method: apiRequestLogs.method,
          path: apiRequestLogs.path,
          status: apiRequestLogs.status,
          durationMs: apiRequestLogs.durationMs,
          ip: apiRequestLogs.ip,
          key: { id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.keyPrefix },
        })
        .from(apiRequestLogs)
        .leftJoin(apiKeys, eq(apiKeys.id, apiRequestLogs.apiKeyId))
        .where(
          and(eq(apiRequestLogs.userId, userId), gte(apiRequestLogs.batchLastAt, bounds.since)),
        )
        .orderBy(desc(apiRequestLogs.createdAt), desc(apiRequestLogs.id))
        .limit(query.per_page)
        .offset(skip)
    : [];
  return {
    logs: rows.map(({ key, ...log }) => ({
      id: log.id,
      timestamp: log.createdAt.toISOString(),
      method: log.method,
      path: log.path,
      status: log.status,
      duration_ms: log.durationMs,
      ip: log.ip,
      api_key: key,
    })),
    pagination: logPagination(query.page, query.per_page, total),
  };
}
