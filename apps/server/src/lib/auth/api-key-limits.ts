/**
 * Each key's request limit in any 60 s window, kept by this process: the times of the key's last
 * `limit` requests in a ring, so a request is admitted when the oldest of them is a minute old.
 * Exact for one API process; with several, each keeps its own count (ADR 025).
 */
export interface KeyLimitAnswer {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest request counted leaves the window (0 when none is counted). */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;
const MAX_KEYS = 50_000;

export function createKeyLimits(limit: number) {
  let rings = new Map<string, { times: Float64Array; next: number; count: number }>();
  return {
    take(keyId: string, now = Date.now()): KeyLimitAnswer {
      let ring = rings.get(keyId);
      if (!ring) {
        if (rings.size >= MAX_KEYS) rings = new Map();
        ring = { times: new Float64Array(limit), next: 0, count: 0 };
        rings.set(keyId, ring);
      }
      // Requests older than the window fall out from the oldest end.
      while (ring.count > 0) {
        const oldest = ring.times[(ring.next - ring.count + limit) % limit];
        if (now - oldest < WINDOW_MS) break;
        ring.count -= 1;
      }
      if (ring.count >= limit) {
        const oldest = ring.times[ring.next];
        const resetSeconds = Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
        return { allowed: false, limit, remaining: 0, resetSeconds };
      }
      ring.times[ring.next] = now;
      ring.next = (ring.next + 1) % limit;
      ring.count += 1;
      const oldest = ring.times[(ring.next - ring.count + limit) % limit];
      const resetSeconds = Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
      return { allowed: true, limit, remaining: limit - ring.count, resetSeconds };
    },
  };
}

export type KeyLimits = ReturnType<typeof createKeyLimits>;
