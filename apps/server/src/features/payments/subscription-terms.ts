import { PLANS } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { queueMail } from '../../jobs/mail';
import { brandOf } from '../auth/brand';
import { planIdOf } from '../usage/plan-catalogue';
import { languageOf } from '../../lib/language';
import { renewalReminderEmail } from './emails';

/** The reminder goes this long before a paid period ends (spec part 2). */
export const REMINDER_DAYS = 3;

/**
 * Emails everyone whose paid period ends within three days, once per period (a new purchase
 * clears the mark); a cancelled plan gets no reminder, its owner already chose. `now` is a
 * parameter so tests can move the clock.
 */
export async function sendRenewalReminders(
  deps: { db: Database; boss: PgBoss; config: Config },
  now = new Date(),
): Promise<number> {
  const { rows } = await deps.db.execute<{
    id: string;
    email: string;
    full_name: string;
    plan: string;
    ends_at: string;
    language: string | null;
  }>(sql`
    UPDATE users SET subscription_reminded_at = ${now.toISOString()}::timestamptz
    WHERE subscription_plan <> 'starter' AND subscription_reminded_at IS NULL
      AND subscription_cancelled_at IS NULL
      AND subscription_ends_at > ${now.toISOString()}::timestamptz
      AND subscription_ends_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${REMINDER_DAYS})
    RETURNING id, email, full_name, subscription_plan AS plan,
      to_json(subscription_ends_at) #>> '{}' AS ends_at, preferences->>'language' AS language`);
  for (const row of rows) {
    await queueMail(
      deps,
      renewalReminderEmail(brandOf(deps.config), {
        to: row.email,
        name: row.full_name,
        planName: PLANS[planIdOf(row.plan)].name,
        endsAt: new Date(row.ends_at),
        language: languageOf({ language: row.language }),
      }),
    );
  }
  return rows.length;
}

/** Returns every plan whose paid period has ended to starter; answers how many. */
export async function expireSubscriptions(db: Database, now = new Date()): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE users SET subscription_plan = 'starter', subscription_cycle = NULL,
      subscription_ends_at = NULL, subscription_cancelled_at = NULL,
      subscription_reminded_at = NULL, subscription_gateway = NULL, updated_at = now()
    WHERE subscription_plan <> 'starter' AND subscription_ends_at <= ${now.toISOString()}::timestamptz
    RETURNING id`);
  return rows.length;
}
