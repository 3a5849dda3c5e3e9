import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * The full names of the accounts among `ids` that still exist, by id, in one query: for lists
 * that name who made or paid each row (a team's creations, its wallet's ledger).
 */
export async function fullNamesOf(
  db: Database,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
