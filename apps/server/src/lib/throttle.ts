import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttleEvents } from '../db/schema';

export interface ThrottleRule {
  max: number;
  windowSeconds: number;
}

export interface ThrottleState {
  limited: boolean;
  /** Seconds until the oldest counted event leaves the window. */
  retryAfterSeconds: number;
}

/** Whether `key` has reached `rule.max` events in the last `rule.windowSeconds`. */
export async function checkThrottle(
  db: Database,
  key: string,
  rule: ThrottleRule,
): Promise<ThrottleState> {
  const since = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .select({ events: count(), oldest: min(throttleEvents.occurredAt) })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.occurredAt, since)));
  if (!row || row.events < rule.max || !row.oldest) return { limited: false, retryAfterSeconds: 0 };
  const freesAt = row.oldest.getTime() + rule.windowSeconds * 1000;
  return {
    limited: true,
    retryAfterSeconds: Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)),
  };
}

/** The advisory-lock space of throttle keys: apart from any other advisory lock's numbers. */
const THROTTLE_LOCK_SPACE = 0x7468;

/**
 * Counts one event for `key` only while fewer than `rule.max` fall in the window, as one step:
 * callers of the same key take turns on a transaction-level advisory lock, so parallel requests,
 * in one process or many, cannot all see room for one more (checking and then inserting let 67 of
 * 70 simultaneous searches through a limit of 60). The clock is read after the lock, so events
 * are stamped in the order they were admitted.
 */
export async function admitThrottled(
  db: Database,
  key: string,
  rule: ThrottleRule,
): Promise<ThrottleState> {
  const client = await db.$client.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    await client.query({
      name: 'throttle-lock',
      text: 'SELECT pg_advisory_xact_lock($1, hashtext($2))',
      values: [THROTTLE_LOCK_SPACE, key],
    });
    const { rows } = await client.query<{ admitted: boolean; frees_in: number | null }>({
      name: 'throttle-admit',
      text: `WITH clock AS (SELECT clock_timestamp() AS at),
        recent AS (
          SELECT count(*) AS events, min(occurred_at) AS oldest
          FROM throttle_events, clock
          WHERE key = $1 AND occurred_at > clock.at - make_interval(secs => $2)
        ),
        admitted AS (
          INSERT INTO throttle_events (key, occurred_at)
          SELECT $1, clock.at FROM recent, clock WHERE recent.events < $3
          RETURNING 1
        )
        SELECT EXISTS (SELECT 1 FROM admitted) AS admitted,
          extract(epoch FROM recent.oldest + make_interval(secs => $2) - clock.at)::float8
            AS frees_in
        FROM recent, clock`,
      values: [key, rule.windowSeconds, rule.max],
    });
    await client.query('COMMIT');
    const [row] = rows;
    if (!row) throw new Error('the throttle statement answered no row');
    if (row.admitted) return { limited: false, retryAfterSeconds: 0 };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(row.frees_in ?? 1)) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    // A connection that could not roll back is closed rather than handed to the next caller.
    client.release(broken);
  }
}

export async function recordThrottleEvent(db: Database, ...keys: string[]): Promise<void> {
  if (keys.length > 0) await db.insert(throttleEvents).values(keys.map((key) => ({ key })));
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/** Events older than a day count towards nothing; the sweep job removes them. */
export async function sweepThrottleEvents(db: Database): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(lt(throttleEvents.occurredAt, sql`now() - interval '1 day'`));
}
