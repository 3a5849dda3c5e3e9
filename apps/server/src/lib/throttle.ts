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
