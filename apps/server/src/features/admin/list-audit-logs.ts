import type { AuditLogQuery, AuditLogsResponse } from '@atelier/contract';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { adminAuditLogs } from '../../db/schema';
import { logPagination } from './paging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/admin/security/audit-logs: newest first, by action and by admin (id or email). */
export async function listAuditLogs(
  db: Database,
  query: z.output<typeof AuditLogQuery>,
): Promise<AuditLogsResponse> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(adminAuditLogs.action, query.action));
  if (query.admin) {
    const email = eq(adminAuditLogs.adminEmail, query.admin.toLowerCase());
    filters.push(
      UUID.test(query.admin) ? or(eq(adminAuditLogs.adminId, query.admin), email)! : email,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(adminAuditLogs).where(where);
  const rows = await db
    .select()
    .from(adminAuditLogs)
    .where(where)
    .orderBy(desc(adminAuditLogs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    logs: rows.map((row) => ({
      id: row.id,
      timestamp: row.createdAt.toISOString(),
      admin_id: row.adminId,
      admin_email: row.adminEmail,
      action: row.action,
      target: row.target,
      summary: row.summary,
      ip: row.ipAddress,
    })),
    pagination: logPagination(query.page, query.per_page, total?.n ?? 0),
  };
}
