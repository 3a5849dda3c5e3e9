import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';

export interface RequestLogEntry {
  userId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip: string | null;
  /** Epoch milliseconds. */
  at: number;
}

export interface RequestLog {
  record(entry: RequestLogEntry): void;
  /** Writes what is buffered now; resolves when it is in the database (or dropped and logged). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const FLUSH_MS = 1000;
/** A batch large enough to keep up with any request rate one process can serve. */
const MAX_BATCH = 5000;
/** With the database unreachable the buffer stops growing here; the oldest entries go first. */
const MAX_BUFFERED = 100_000;

// One statement per batch, whatever its size: the rows arrive as one JSON array (serialized by V8
// in a fraction of the time the driver takes to escape seven arrays). A request that deleted its
// own account is logged after the deletion; such rows are left out.
const INSERT = `INSERT INTO api_request_logs (user_id, method, path, status, duration_ms, ip, created_at)
  SELECT e.u, e.m, e.p, e.s, e.d, e.i, to_timestamp(e.t / 1000.0)
  FROM json_to_recordset($1::json) AS e(u uuid, m text, p text, s int, d int, i text, t float8)
  WHERE EXISTS (SELECT 1 FROM users WHERE users.id = e.u)`;

/**
 * The API request log (admin portal, "API log"): requests are buffered in memory and written in
 * batches once a second, off the request path, so no request waits on the database for it. A
 * crash loses at most the last second.
 */
export function createRequestLog(pool: pg.Pool, logger: FastifyBaseLogger): RequestLog {
  let buffer: RequestLogEntry[] = [];
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: RequestLogEntry[]) => {
    const rows = batch.map((e) => ({
      u: e.userId,
      m: e.method,
      p: e.path,
      s: e.status,
      d: Math.round(e.durationMs),
      i: e.ip,
      t: e.at,
    }));
    const client = await pool.connect().catch((error: unknown) => {
      logger.warn({ err: error, lost: batch.length }, 'request log batch could not be written');
      return null;
    });
    if (!client) return;
    let failure: Error | undefined;
    try {
      // The log may lose its last moments in a crash anyway (it is buffered in memory), so its
      // commits need not wait for the disk.
      await client.query('BEGIN');
      await client.query('SET LOCAL synchronous_commit = off');
      await client.query(INSERT, [JSON.stringify(rows)]);
      await client.query('COMMIT');
    } catch (error) {
      failure = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      logger.warn({ err: error, lost: batch.length }, 'request log batch could not be written');
    } finally {
      // A connection that failed mid-batch is discarded rather than handed to the next query.
      client.release(failure);
    }
  };

  const flush = () => {
    // Batches are written one after another, so a slow database never sees two at once.
    writing = writing.then(async () => {
      while (buffer.length > 0) {
        const batch = buffer.slice(0, MAX_BATCH);
        buffer = buffer.slice(batch.length);
        await write(batch);
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    record(entry) {
      buffer.push(entry);
      if (buffer.length > MAX_BUFFERED) {
        buffer.splice(0, buffer.length - MAX_BUFFERED);
        logger.warn('request log buffer full; the oldest entries were dropped');
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Paths never logged: media is fetched by tags in bulk, health by load balancers. */
function isLogged(path: string): boolean {
  return (
    path.startsWith('/api/') && !path.startsWith('/api/media/') && !path.startsWith('/api/health')
  );
}

/**
 * Records every authenticated request under /api once its answer is sent (the principal is set
 * by the user authentication preHandler).
 */
export function registerRequestLog(app: FastifyInstance, log: RequestLog): void {
  app.addHook('onResponse', (request, reply, done) => {
    const principal = request.principal;
    if (principal) {
      const path = request.url.split('?', 1)[0] ?? request.url;
      if (isLogged(path)) {
        log.record({
          userId: principal.user.id,
          method: request.method,
          path,
          status: reply.statusCode,
          durationMs: reply.elapsedTime,
          ip: request.ip,
          at: Date.now(),
        });
      }
    }
    done();
  });
  app.addHook('onClose', async () => log.close());
}
