import type { Database } from '../db/client';

/**
 * Sends what is asked for one `key` together: at most one call per key is in flight in this
 * process, and what is asked meanwhile goes in the next call, answering each caller its own result
 * (ADRs 028 and 029: many changes to one balance under one lock and one commit, rather than each
 * waiting for the one before it to commit). Used by the team wallet and the personal ledger.
 */
export function batcher<In, Out>(
  send: (db: Database, key: string, inputs: In[]) => Promise<Out[]>,
) {
  interface Waiting {
    input: In;
    resolve(output: Out): void;
    reject(error: unknown): void;
  }
  interface Lane {
    waiting: Waiting[];
    busy: boolean;
  }
  const lanes = new WeakMap<Database, Map<string, Lane>>();
  const flush = (db: Database, key: string, lane: Lane, byKey: Map<string, Lane>) => {
    const batch = lane.waiting.splice(0);
    if (batch.length === 0) {
      lane.busy = false;
      byKey.delete(key);
      return;
    }
    send(
      db,
      key,
      batch.map((w) => w.input),
    )
      .then(
        (outputs) => batch.forEach((w, i) => w.resolve(outputs[i])),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => flush(db, key, lane, byKey));
  };
  return (db: Database, key: string, input: In): Promise<Out> =>
    new Promise((resolve, reject) => {
      let byKey = lanes.get(db);
      if (!byKey) lanes.set(db, (byKey = new Map<string, Lane>()));
      let lane = byKey.get(key);
      if (!lane) byKey.set(key, (lane = { waiting: [], busy: false }));
      lane.waiting.push({ input, resolve, reject });
      if (!lane.busy) {
        lane.busy = true;
        const ready = lane;
        const keys = byKey;
        // What else is asked in this turn of the event loop goes in the same call.
        setImmediate(() => flush(db, key, ready, keys));
      }
    });
}
