import type { AdminUserFilters } from '@atelier/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../../db/schema';

type Filters = z.output<typeof AdminUserFilters>;

/** `%` and `_` typed by staff are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The list's and the export's WHERE: search over email and name (any part, any case) in the
 * column PostgreSQL keeps lower-cased for it (indexed in migration 0013), plan and status.
 */
export function userFilterWhere(filters: Filters): SQL | undefined {
  const term = filters.search?.toLowerCase();
  return and(
    term ? sql`${users.searchText} LIKE ${`%${escapeLike(term)}%`}` : undefined,
    filters.plan ? eq(users.subscriptionPlan, filters.plan) : undefined,
    filters.status ? eq(users.isActive, filters.status === 'active') : undefined,
  );
}

/** Each sort ends on the id, so pages never overlap or skip a row. */
export function userOrder(sort: Filters['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(users.createdAt), asc(users.id)];
    case 'last_login':
      return [sql`${users.lastLoginAt} DESC NULLS LAST`, asc(users.id)];
    case 'email':
      return [asc(sql`lower(${users.email})`), asc(users.id)];
    case 'name':
      return [asc(sql`lower(${users.fullName})`), asc(users.id)];
    case 'credits':
      return [desc(users.creditsMicros), asc(users.id)];
    case 'newest':
      return [desc(users.createdAt), desc(users.id)];
  }
}
