/** A serialized list, plain and gzipped (about 650 KiB and 25 KiB for 200 workflows). */
export interface SerializedList {
  json: Buffer;
  gzip: Buffer;
}

/**
 * `GET /api/workflows` answers, serialized, per user and revision, in this process's memory.
 * A list of 200 workflows with 10 steps takes 50 ms to read, serialize and compress; from here
 * it is one indexed read of the revision. Every change bumps the revision in its own
 * transaction (workflow-revision.ts), so an entry can only be served while it is current, in any
 * process. Least recently used entries go first once the cache holds `maxBytes`.
 */
export interface WorkflowListCache {
  get(userId: string, revision: number): SerializedList | undefined;
  set(userId: string, revision: number, list: SerializedList): void;
}

export function createWorkflowListCache(maxBytes = 32 * 1024 * 1024): WorkflowListCache {
  const entries = new Map<string, { revision: number; list: SerializedList }>();
  const sizeOf = (list: SerializedList) => list.json.length + list.gzip.length;
  let bytes = 0;
  const drop = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    bytes -= sizeOf(entry.list);
    entries.delete(userId);
  };
  return {
    get(userId, revision) {
      const entry = entries.get(userId);
      if (!entry || entry.revision !== revision) return undefined;
      // Map order is insertion order: re-inserting marks the entry as the most recent.
      entries.delete(userId);
      entries.set(userId, entry);
      return entry.list;
    },
    set(userId, revision, list) {
      drop(userId);
      if (sizeOf(list) > maxBytes) return;
      entries.set(userId, { revision, list });
      bytes += sizeOf(list);
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
