import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';

export interface RequestLogEntry {
  userId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip: string | null;
  at: Date;
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

// One statement per batch, whatever its size: the rows arrive as seven arrays. A request that
// deleted its own account is logged after the deletion; such rows are left out.
const INSERT = `INSERT INTO api_request_logs (user_id, method, path, status, duration_ms, ip, created_at)
  SELECT e.* FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[],
    $7::timestamptz[]) AS e(user_id, method, path, status, duration_ms, ip, created_at)
  WHERE EXISTS (SELECT 1 FROM users WHERE users.id = e.user_id)`;

/**
 * The API request log (admin portal, "API log"): requests are buffered in memory and written in
 * batches once a second, off the request path, so no request waits on the database for it. A
 * crash loses at most the last second.
 */
export function createRequestLog(pool: pg.Pool, logger: FastifyBaseLogger): RequestLog {
  let buffer: RequestLogEntry[] = [];
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: RequestLogEntry[]) => {
    try {
      await pool.query(INSERT, [
        batch.map((e) => e.userId),
        batch.map((e) => e.method),
        batch.map((e) => e.path),
        batch.map((e) => e.status),
        batch.map((e) => Math.round(e.durationMs)),
        batch.map((e) => e.ip),
        batch.map((e) => e.at),
      ]);
    } catch (error) {
      logger.warn({ err: error, lost: batch.length }, 'request log batch could not be written');
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
          at: new Date(),
        });
      }
    }
    done();
  });
  app.addHook('onClose', async () => log.close());
}
