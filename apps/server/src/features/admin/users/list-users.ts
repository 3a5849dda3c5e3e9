import type { AdminUsersQuery, AdminUsersResponse } from '@atelier/contract';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { toAdminUserRow } from './admin-user-row';
import { userFilterWhere, userOrder } from './user-filters';

/** GET /api/admin/users: one page of the matching users and how many match in all. */
export async function listUsers(
  db: Database,
  query: z.output<typeof AdminUsersQuery>,
): Promise<AdminUsersResponse> {
  const where = userFilterWhere(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userOrder(query.sort))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUserRow), total: totals[0]?.n ?? 0 };
}
