import type { AdminPageQuery, ApiLogsResponse } from '@atelier/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { apiRequestLogs } from '../../db/schema';
import { findUser } from './users/find-user';
import { logPagination } from './paging';

/** GET /api/admin/users/{id}/api-logs: what the account asked of the API, newest first. */
export async function userApiLogs(
  db: Database,
  userId: string,
  query: z.output<typeof AdminPageQuery>,
): Promise<ApiLogsResponse> {
  await findUser(db, userId);
  const mine = eq(apiRequestLogs.userId, userId);
  const [total] = await db.select({ n: count() }).from(apiRequestLogs).where(mine);
  const rows = await db
    .select()
    .from(apiRequestLogs)
    .where(mine)
    .orderBy(desc(apiRequestLogs.createdAt), desc(apiRequestLogs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    logs: rows.map((row) => ({
      id: row.id,
      timestamp: row.createdAt.toISOString(),
      method: row.method,
      path: row.path,
      status: row.status,
      duration_ms: row.durationMs,
      ip: row.ip,
    })),
    pagination: logPagination(query.page, query.per_page, total?.n ?? 0),
  };
}
