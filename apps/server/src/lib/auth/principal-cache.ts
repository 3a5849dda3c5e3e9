import pg from 'pg';
import type { Logger } from 'pino';
import type { UserRow } from '../../db/schema';

export interface CachedSession {
  id: string;
  userId: string;
  expiresAt: number;
  lastActivityAt: number;
}

export interface PrincipalCache {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A marker to hand back to `store`, taken before reading from the database. */
  snapshot(): number;
  getSession(id: string): CachedSession | undefined;
  getUser(id: string): UserRow | undefined;
  store(snapshot: number, session: CachedSession, user: UserRow): void;
  /** Changes made by this process are dropped at once, before their notification arrives. */
  forgetSession(id: string): void;
  forgetUser(id: string): void;
}

const MAX_ENTRIES = 20_000;
const RECONNECT_MS = 1000;

/**
 * Sessions and users this process has already checked, so an authenticated request needs no query.
 * Correctness comes from PostgreSQL: triggers NOTIFY every change to a session's validity or to a
 * user (migration 0002), and this process LISTENs and drops the entry. While the listener is down
 * nothing is cached, so a missed notification can never keep a revoked session alive.
 */
export function createPrincipalCache(url: string, logger: Logger): PrincipalCache {
  const sessions = new Map<string, CachedSession>();
  const users = new Map<string, UserRow>();
  // Bumped by every change; a load that straddles one is not stored.
  let generation = 0;
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const clear = () => {
    generation += 1;
    sessions.clear();
    users.clear();
  };
  const forgetSession = (id: string) => {
    generation += 1;
    sessions.delete(id);
  };
  const forgetUser = (id: string) => {
    generation += 1;
    users.delete(id);
  };

  const lost = (error?: Error) => {
    if (!listening) return;
    listening = false;
    clear();
    void client?.end().catch(() => undefined);
    if (!stopped) {
      logger.warn(
        { err: error },
        'session cache listener lost; requests check the database meanwhile',
      );
      scheduleReconnect();
    }
  };

  const scheduleReconnect = () => {
    reconnectTimer = setTimeout(() => {
      listen().catch((retryError: unknown) => {
        logger.warn({ err: retryError }, 'session cache listener still down');
        if (!stopped) scheduleReconnect();
      });
    }, RECONNECT_MS);
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'atelier-cache' });
    next.on('notification', ({ channel, payload }) => {
      if (!payload) return;
      if (channel === 'atelier_session_changed') forgetSession(payload);
      else if (channel === 'atelier_user_changed') forgetUser(payload);
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    await next.connect();
    await next.query('LISTEN atelier_session_changed; LISTEN atelier_user_changed');
    client = next;
    clear();
    listening = true;
  };

  return {
    start: listen,
    stop: async () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      listening = false;
      await client?.end().catch(() => undefined);
    },
    snapshot: () => generation,
    getSession: (id) => sessions.get(id),
    getUser: (id) => users.get(id),
    store: (snapshot, session, user) => {
      if (!listening || snapshot !== generation) return;
      if (sessions.size >= MAX_ENTRIES || users.size >= MAX_ENTRIES) clear();
      sessions.set(session.id, session);
      users.set(user.id, user);
    },
    forgetSession,
    forgetUser,
  };
}
