import type { Logger } from 'pino';
import type { UserRow } from '../../db/schema';
import { createNotificationListener } from '../notification-listener';

export interface CachedSession {
  id: string;
  userId: string;
  expiresAt: number;
  lastActivityAt: number;
}

/** A live personal API key (issue 34), found by its hash. */
export interface CachedApiKey {
  id: string;
  userId: string;
  /** Epoch ms, or null for a key that does not expire. */
  expiresAt: number | null;
}

export interface PrincipalCache {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A marker to hand back to `store`, taken before reading from the database. */
  snapshot(): number;
  getSession(id: string): CachedSession | undefined;
  getUser(id: string): UserRow | undefined;
  store(snapshot: number, session: CachedSession, user: UserRow): void;
  getKey(hash: string): CachedApiKey | undefined;
  storeKey(snapshot: number, hash: string, key: CachedApiKey, user: UserRow): void;
  /** Dropped at once by the process that revoked it; others hear of it by notification. */
  forgetKey(hash: string): void;
  /** Changes made by this process are dropped at once, before their notification arrives. */
  forgetSession(id: string): void;
  forgetUser(id: string): void;
}

const MAX_ENTRIES = 20_000;

/**
 * Sessions, API keys and users this process has already checked, so an authenticated request needs no query.
 * Correctness comes from PostgreSQL: triggers NOTIFY every change to a session's validity or to a
 * user (migration 0002), and this process LISTENs and drops the entry. While the listener is down
 * nothing is cached, so a missed notification can never keep a revoked session alive.
 */
export function createPrincipalCache(url: string, logger: Logger): PrincipalCache {
  const sessions = new Map<string, CachedSession>();
  const users = new Map<string, UserRow>();
  const keys = new Map<string, CachedApiKey>();
  // Bumped by every change; a load that straddles one is not stored.
  let generation = 0;

  const clear = () => {
    generation += 1;
    sessions.clear();
    users.clear();
    keys.clear();
  };
  const forgetSession = (id: string) => {
    generation += 1;
    sessions.delete(id);
  };
  const forgetUser = (id: string) => {
    generation += 1;
    users.delete(id);
  };
  const forgetKey = (hash: string) => {
    generation += 1;
    keys.delete(hash);
  };

  const listener = createNotificationListener({
    url,
    applicationName: 'atelier-cache',
    channels: ['atelier_session_changed', 'atelier_user_changed', 'atelier_api_key_changed'],
    logger,
    lostMessage: 'session cache listener lost; requests check the database meanwhile',
    onNotification: (channel, payload) => {
      if (channel === 'atelier_session_changed') forgetSession(payload);
      else if (channel === 'atelier_user_changed') forgetUser(payload);
      else if (channel === 'atelier_api_key_changed') forgetKey(payload);
    },
    onUp: clear,
    onDown: clear,
  });

  return {
    start: listener.start,
    stop: listener.stop,
    snapshot: () => generation,
    getSession: (id) => sessions.get(id),
    getUser: (id) => users.get(id),
    store: (snapshot, session, user) => {
      if (!listener.isListening() || snapshot !== generation) return;
      if (sessions.size >= MAX_ENTRIES || users.size >= MAX_ENTRIES) clear();
      sessions.set(session.id, session);
      users.set(user.id, user);
    },
    getKey: (hash) => keys.get(hash),
    storeKey: (snapshot, hash, key, user) => {
      if (!listener.isListening() || snapshot !== generation) return;
      if (keys.size >= MAX_ENTRIES || users.size >= MAX_ENTRIES) clear();
      keys.set(hash, key);
      users.set(user.id, user);
    },
    forgetSession,
    forgetUser,
    forgetKey,
  };
}
