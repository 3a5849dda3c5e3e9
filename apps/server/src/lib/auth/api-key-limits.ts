/**
 * The request limits of personal API keys in any 60 s window, kept by this process: each key's
 * own (`API_KEY_RATE_LIMIT`), and a ceiling over all of one user's keys together
 * (`API_USER_RATE_LIMIT`), so twenty keys are not twenty limits (issue 48). Each keeps the times
 * of its last requests in a ring; a request is admitted when both have room, and counted in both.
 * Exact for one API process; with several, each keeps its own count (ADR 025).
 */
export interface KeyLimitAnswer {
  allowed: boolean;
  /** Which limit refused the request, when one did. */
  refusedBy: 'key' | 'user' | null;
  /** The limit that binds now: the key's, or the user's ceiling when it has less room left. */
  limit: number;
  remaining: number;
  /** Seconds until the oldest request counted leaves the window (0 when none is counted). */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;
const MAX_IDS = 50_000;

interface Ring {
  times: Float64Array;
  next: number;
  count: number;
}

/** Request times per id (a key's or a user's), at most `limit` in any window. */
function windowCounter(limit: number) {
  let rings = new Map<string, Ring>();
  const oldest = (ring: Ring) => ring.times[(ring.next - ring.count + limit) % limit];
  return {
    limit,
    /** The id's ring with the requests that left the window dropped. */
    current(id: string, now: number): Ring {
      let ring = rings.get(id);
      if (!ring) {
        if (rings.size >= MAX_IDS) rings = new Map();
        ring = { times: new Float64Array(limit), next: 0, count: 0 };
        rings.set(id, ring);
      }
      while (ring.count > 0 && now - oldest(ring) >= WINDOW_MS) ring.count -= 1;
      return ring;
    },
    record(ring: Ring, now: number): void {
      ring.times[ring.next] = now;
      ring.next = (ring.next + 1) % limit;
      ring.count += 1;
    },
    resetSeconds(ring: Ring, now: number): number {
      if (ring.count === 0) return 0;
      return Math.max(1, Math.ceil((oldest(ring) + WINDOW_MS - now) / 1000));
    },
  };
}

export function createKeyLimits(perKey: number, perUser: number) {
  const keys = windowCounter(perKey);
  const users = windowCounter(perUser);
  return {
    take(keyId: string, userId: string, now = Date.now()): KeyLimitAnswer {
      const key = keys.current(keyId, now);
      const user = users.current(userId, now);
      const allowed = key.count < perKey && user.count < perUser;
      if (allowed) {
        keys.record(key, now);
        users.record(user, now);
      }
      // What the client is told is the tighter of the two.
      const byUser = perUser - user.count < perKey - key.count;
      const [counter, ring] = byUser ? [users, user] : [keys, key];
      return {
        allowed,
        refusedBy: allowed ? null : key.count >= perKey ? 'key' : 'user',
        limit: counter.limit,
        remaining: counter.limit - ring.count,
        resetSeconds: counter.resetSeconds(ring, now),
      };
    },
  };
}

export type KeyLimits = ReturnType<typeof createKeyLimits>;
