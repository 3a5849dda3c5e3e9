import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import { createNotificationListener } from '../../lib/notification-listener';
import { prepared } from '../../lib/prepared';

/** Carries PUBLIC_PART or a user's id each time that part of the index changes. */
const CHANNEL = 'atelier_search_changed';
/** The part of the index everyone searches (help centre, catalogues, templates). */
export const PUBLIC_PART = 'public';
const MAX_OWNERS = 50_000;
/** A change this process began but whose notification never came (its transaction rolled back). */
const PENDING_MS = 10_000;

export interface Revisions {
  shared: number;
  own: number;
}

/**
 * The revisions of the two parts of the index a search reads (search-index.ts keeps results
 * while they stand), known in memory so a repeated search costs no statement. Exact the way the
 * principal cache is: every change NOTIFYs (`notifySearchChanged`, in the transaction that makes
 * it), this process LISTENs and forgets that part, and while the listener is down every search
 * reads the revisions from the database.
 */
export interface SearchRevisions {
  start(): Promise<void>;
  stop(): Promise<void>;
  read(db: Database, userId: string): Promise<Revisions>;
}

/**
 * Parts this process is changing right now: read from the database until their notification
 * arrives, so its own next search never meets what it knew before its commit.
 */
const pending = new Map<string, number>();

/** Announces, from inside the changing transaction, that these parts of the index changed. */
export async function notifySearchChanged(db: Executor, parts: readonly string[]): Promise<void> {
  if (parts.length === 0) return;
  markPending(parts);
  await db.execute(
    sql`SELECT pg_notify(${CHANNEL}, part) FROM unnest(string_to_array(${parts.join(',')}, ',')) AS part`,
  );
}

/**
 * Makes a change and announces it in one statement: `change` returns a `part` column naming each
 * part it changed (at most `parts`, the ones it may change), and each is announced. `alongside`,
 * a statement of its own, runs in the same one (the documents whose change this announces).
 */
export async function changeAndNotify(
  db: Executor,
  parts: readonly string[],
  change: SQL,
  alongside?: SQL,
): Promise<void> {
  if (parts.length === 0) return;
  markPending(parts);
  const first = alongside ? sql`alongside AS (${alongside}), ` : sql``;
  await db.execute(
    sql`WITH ${first}changed AS (${change}) SELECT pg_notify(${CHANNEL}, part) FROM changed`,
  );
}

function markPending(parts: readonly string[]) {
  const until = Date.now() + PENDING_MS;
  for (const part of parts) pending.set(part, until);
}

function isPending(part: string, now: number): boolean {
  const until = pending.get(part);
  if (until === undefined) return false;
  if (until > now) return true;
  pending.delete(part);
  return false;
}

function readFromDatabase(db: Database, userId: string): Promise<Revisions> {
  return prepared<Revisions>(
    db,
    'search-revisions',
    sql`SELECT (SELECT public_revision FROM search_index_state WHERE id = 1)::int AS shared,
      coalesce((SELECT revision FROM search_owner_revisions WHERE user_id = ${userId}), 0)::int AS own`,
  ).then(([row]) => row ?? { shared: 0, own: 0 });
}

export function createSearchRevisions(url: string, logger: Logger): SearchRevisions {
  let shared: number | undefined;
  const owners = new Map<string, number>();
  // Raised by every change; a read that straddles one is not kept.
  let generation = 0;

  const clear = () => {
    generation += 1;
    shared = undefined;
    owners.clear();
  };
  const listener = createNotificationListener({
    url,
    applicationName: 'atelier-search',
    channels: [CHANNEL],
    logger,
    lostMessage: 'search revision listener lost; searches read the database meanwhile',
    onNotification: (_channel, part) => {
      generation += 1;
      pending.delete(part);
      if (part === PUBLIC_PART) shared = undefined;
      else owners.delete(part);
    },
    onUp: clear,
    onDown: clear,
  });

  return {
    start: listener.start,
    stop: listener.stop,
    async read(db, userId) {
      const now = Date.now();
      const own = owners.get(userId);
      const listening = listener.isListening();
      if (listening && shared !== undefined && own !== undefined) {
        if (!isPending(PUBLIC_PART, now) && !isPending(userId, now)) return { shared, own };
      }
      const snapshot = generation;
      const read = await readFromDatabase(db, userId);
      if (listener.isListening() && snapshot === generation && !isPending(PUBLIC_PART, now)) {
        if (!isPending(userId, now)) {
          if (owners.size >= MAX_OWNERS) owners.clear();
          owners.set(userId, read.own);
        }
        shared = read.shared;
      }
      return read;
    },
  };
}
