import type { TeamSpendingResponse } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { microsToCredits } from '../../lib/money';
import { membershipOf } from './team-access';

/**
 * GET /api/teams/{id}/spending: what each member was charged from the wallet this UTC month and
 * today, from the ledger's settled charges, beside their caps. Owners and admins see everyone,
 * including people who spent this month and have left since; a member sees only themselves.
 */
export async function teamSpending(
  db: Database,
  userId: string,
  teamId: string,
  now = new Date(),
): Promise<TeamSpendingResponse> {
  const me = await membershipOf(db, teamId, userId);
  const onlyMe = me.role === 'member';
  const month = now.toISOString().slice(0, 7);
  const { rows } = await db.execute<{
    user_id: string;
    full_name: string;
    member: boolean;
    spent_month: string;
    spent_today: string;
    daily_cap: string | null;
    monthly_cap: string | null;
  }>(sql`
    WITH charges AS (
      SELECT user_id,
        sum(-shown_amount_micros) AS spent_month,
        sum(-shown_amount_micros) FILTER (
          WHERE created_at >= date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
            AT TIME ZONE 'UTC') AS spent_today
      FROM ledger_entries
      WHERE team_id = ${teamId} AND shown_amount_micros < 0 AND user_id IS NOT NULL
        AND created_at >= date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
          AT TIME ZONE 'UTC'
      GROUP BY user_id
    ),
    people AS (
      SELECT user_id FROM team_members WHERE team_id = ${teamId}
      UNION SELECT user_id FROM charges
    )
    SELECT p.user_id, u.full_name, (m.user_id IS NOT NULL) AS member,
      coalesce(c.spent_month, 0)::text AS spent_month,
      coalesce(c.spent_today, 0)::text AS spent_today,
      m.daily_cap_micros::text AS daily_cap, m.monthly_cap_micros::text AS monthly_cap
    FROM people p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN team_members m ON m.team_id = ${teamId} AND m.user_id = p.user_id
    LEFT JOIN charges c ON c.user_id = p.user_id
    WHERE NOT ${onlyMe}::boolean OR p.user_id = ${userId}
    ORDER BY coalesce(c.spent_month, 0) DESC, u.full_name, p.user_id`);
  const credits = (micros: string | null) =>
    micros === null ? null : microsToCredits(Number(micros));
  const members = rows.map((row) => ({
    user_id: row.user_id,
    full_name: row.full_name,
    member: row.member,
    spent_today: microsToCredits(Number(row.spent_today)),
    spent_month: microsToCredits(Number(row.spent_month)),
    daily_cap: credits(row.daily_cap),
    monthly_cap: credits(row.monthly_cap),
  }));
  const totalMicros = rows.reduce((sum, row) => sum + Number(row.spent_month), 0);
  return { month, total: microsToCredits(totalMicros), members };
}
