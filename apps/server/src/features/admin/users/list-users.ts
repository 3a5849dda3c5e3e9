import type { AdminUsersQuery, AdminUsersResponse } from '@atelier/contract';
import { count, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { withSsdCosts } from '../../../lib/ssd-costs';
import { toAdminUserRow } from './admin-user-row';
import { userFilterWhere, userOrder } from './user-filters';

/** Below this many matches the page is cut from the matches themselves (see below). */
const FEW_MATCHES = 2000;

/**
 * GET /api/admin/users: how many match, then one page of them. With many matches PostgreSQL
 * walks the sort's index and stops after the page. With few, that walk would read most of the
 * table to find them, so the matches are found first (from the search indexes) and sorted; the
 * `OFFSET 0` keeps the planner from merging the two steps back into the walk. ADR 017.
 */
export async function listUsers(
  db: Database,
  query: z.output<typeof AdminUsersQuery>,
): Promise<AdminUsersResponse> {
  const where = userFilterWhere(query);
  const total = await countMatches(db, where);
  if (total <= query.skip) return { users: [], total };
  const source =
    total < FEW_MATCHES ? db.select().from(users).where(where).offset(0).as('users') : users;
  const rows = await db
    .select()
    .from(source)
    .where(source === users ? where : undefined)
    .orderBy(...userOrder(query.sort))
    .limit(query.limit)
    .offset(query.skip);
  return { users: rows.map(toAdminUserRow), total };
}

/** How many users match, counted from the search indexes where they can (see withSsdCosts). */
function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  return withSsdCosts(db, async (tx) => {
    const [totals] = await tx.select({ n: count() }).from(users).where(where);
    return totals?.n ?? 0;
  });
}
