import type { AdminPageQuery, ApiLogsResponse } from '@atelier/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { apiRequestLogs, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { pagination } from './paging';

/** GET /api/admin/users/{id}/api-logs: what the account asked of the API, newest first. */
export async function userApiLogs(
  db: Database,
  userId: string,
  query: z.output<typeof AdminPageQuery>,
): Promise<ApiLogsResponse> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
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
    pagination: pagination(query.page, query.per_page, total?.n ?? 0),
  };
}
