import { eq, lt, sql } from 'drizzle-orm';
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

/** The advisory-lock space of throttle keys: apart from any other advisory lock's numbers. */
const THROTTLE_LOCK_SPACE = 0x7468;

/**
 * Counts one event for `key` only while fewer than `rule.max` fall in the window, as one step:
 * callers of the same key take turns on a transaction-level advisory lock, so parallel requests,
 * in one process or many, cannot all see room for one more (checking and then inserting let 67 of
 * 70 simultaneous searches through a limit of 60). The clock is read after the lock, so events
 * are stamped in the order they were admitted.
 */
export function admitThrottled(
  db: Database,
  key: string,
  rule: ThrottleRule,
): Promise<ThrottleState> {
  return admitThrottledAll(db, [[key, rule]]);
}

/**
 * `admitThrottled` over several keys at once (an inviter's, a team's, an address's): the event is
 * counted under every key only when each has room, and under none otherwise. Keys are locked in
 * one order, so two callers sharing keys cannot wait on each other.
 */
export async function admitThrottledAll(
  db: Database,
  checks: readonly (readonly [string, ThrottleRule])[],
): Promise<ThrottleState> {
  const ordered = [...checks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const client = await db.$client.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    await client.query({
      name: 'throttle-lock',
      text: 'SELECT pg_advisory_xact_lock($1, hashtext(key)) FROM unnest($2::text[]) AS key',
      values: [THROTTLE_LOCK_SPACE, ordered.map(([key]) => key)],
    });
    const { rows } = await client.query<{ admitted: boolean; frees_in: number | null }>({
      name: 'throttle-admit',
      text: `WITH clock AS (SELECT clock_timestamp() AS at),
        rules AS (SELECT * FROM unnest($1::text[], $2::int[], $3::int[]) AS r(key, secs, max)),
        recent AS (
          SELECT r.key, r.secs, r.max, count(e.key) AS events, min(e.occurred_at) AS oldest
          FROM rules r CROSS JOIN clock
          LEFT JOIN throttle_events e
            ON e.key = r.key AND e.occurred_at > clock.at - make_interval(secs => r.secs)
          GROUP BY r.key, r.secs, r.max
        ),
        room AS (SELECT bool_and(events < max) AS ok FROM recent),
        admitted AS (
          INSERT INTO throttle_events (key, occurred_at)
          SELECT DISTINCT rules.key, clock.at FROM rules, clock, room WHERE room.ok
          RETURNING 1
        )
        SELECT room.ok AS admitted,
          (SELECT max(extract(epoch FROM oldest + make_interval(secs => secs) - clock.at))
            FROM recent, clock WHERE events >= max)::float8 AS frees_in
        FROM room`,
      values: [
        ordered.map(([key]) => key),
        ordered.map(([, rule]) => rule.windowSeconds),
        ordered.map(([, rule]) => rule.max),
      ],
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

/** An attempt counted in advance (`admitAttempt`), to be taken back if it did not fail. */
export interface Attempt {
  state: ThrottleState;
  /** Removes the events this attempt recorded: a sign-in that succeeded is not a failure. */
  withdraw(): Promise<void>;
}

const anyLimited = (states: ThrottleState[]): ThrottleState => {
  const wait = Math.max(0, ...states.filter((s) => s.limited).map((s) => s.retryAfterSeconds));
  return { limited: wait > 0, retryAfterSeconds: wait };
};

/**
 * Failures that are known only after the work (a wrong password) are counted before it, as one
 * step with the check: under locks on every key, each rule is counted, `decide` gives the verdict
 * (by default, limited when any rule is), and an admitted attempt is recorded under `record` at
 * once. A caller whose attempt succeeds withdraws it. Checking, working, then recording let any
 * number of parallel guesses through the last free slot (issue 48).
 */
export async function admitAttempt(
  db: Database,
  checks: readonly (readonly [string, ThrottleRule])[],
  record: readonly string[],
  decide: (states: ThrottleState[]) => ThrottleState = anyLimited,
): Promise<Attempt> {
  const keys = [...new Set([...checks.map(([key]) => key), ...record])].sort();
  const client = await db.$client.connect();
  let broken = false;
  let recordedAt: string | null = null;
  let state: ThrottleState;
  try {
    await client.query('BEGIN');
    await client.query({
      name: 'throttle-lock',
      text: 'SELECT pg_advisory_xact_lock($1, hashtext(key)) FROM unnest($2::text[]) AS key',
      values: [THROTTLE_LOCK_SPACE, keys],
    });
    const { rows } = await client.query<{ events: number; frees_in: number | null }>({
      name: 'throttle-counts',
      text: `WITH clock AS (SELECT clock_timestamp() AS at)
        SELECT count(e.key)::int AS events,
          extract(epoch FROM min(e.occurred_at) + make_interval(secs => r.secs) - clock.at)::float8
            AS frees_in
        FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS r(key, secs, n)
        CROSS JOIN clock
        LEFT JOIN throttle_events e
          ON e.key = r.key AND e.occurred_at > clock.at - make_interval(secs => r.secs)
        GROUP BY r.n, r.secs, clock.at ORDER BY r.n`,
      values: [checks.map(([key]) => key), checks.map(([, rule]) => rule.windowSeconds)],
    });
    state = decide(
      checks.map(([, rule], index) => {
        const row = rows[index];
        if (!row || row.events < rule.max) return { limited: false, retryAfterSeconds: 0 };
        return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(row.frees_in ?? 1)) };
      }),
    );
    if (!state.limited && record.length > 0) {
      const { rows: stamped } = await client.query<{ at: string }>({
        name: 'throttle-record',
        text: `WITH clock AS (SELECT clock_timestamp() AS at)
          INSERT INTO throttle_events (key, occurred_at)
          SELECT DISTINCT key, clock.at FROM unnest($1::text[]) AS key, clock
          RETURNING occurred_at::text AS at`,
        values: [record],
      });
      recordedAt = stamped[0]?.at ?? null;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
  return {
    state,
    withdraw: async () => {
      if (recordedAt === null) return;
      await db.$client.query({
        name: 'throttle-withdraw',
        text: 'DELETE FROM throttle_events WHERE key = ANY($1::text[]) AND occurred_at = $2',
        values: [record, recordedAt],
      });
    },
  };
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
