import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

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
  /**
   * The account is gone: its buffered entries are dropped, and so are those recorded in the next
   * minutes (the deleting request itself is logged after the deletion). Rows another process
   * writes meanwhile are removed by the sweep (jobs/sweep.ts).
   */
  forgetUser(userId: string): void;
  /** Writes what is buffered now; resolves when it is in the database (or dropped and logged). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const FLUSH_MS = 1000;
/**
 * Lines are written into buffers of this size outside the JavaScript heap: kept as strings for a
 * second, they outlived the young generation and were copied into the old one, which cost the API
 * process more than making them (ADR 014). A buffer holds about 9,000 lines; each is one COPY.
 */
const CHUNK_BYTES = 1 << 20;
/** With the database unreachable the buffer stops growing here; the oldest lines go first. */
const MAX_BUFFERED_CHUNKS = 16;
const FORGET_MS = 10 * 60_000;
const NEWLINE = 0x0a;

const COPY = `COPY api_request_logs (user_id, method, path, status, duration_ms, ip, created_at)
  FROM STDIN`;

/** COPY's text format: a backslash, tab or line break in a value is written as an escape. */
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const copyText = (value: string) =>
  NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c) : value;

/**
 * The ISO time of an epoch millisecond, with the part up to the second made once a second: with
 * `toISOString` and the escape's regular expression run for every request, a line cost 1.3 µs of
 * the API process's time; now 0.5 µs.
 */
let isoSecond = -1;
let isoPrefix = '';
function isoTime(at: number): string {
  const second = Math.floor(at / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const ms = Math.floor(at) - second * 1000;
  return `${isoPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

function toCopyLine(e: RequestLogEntry): string {
  const ip = e.ip === null ? '\\N' : copyText(e.ip);
  return `${e.userId}\t${e.method}\t${copyText(e.path)}\t${e.status}\t${Math.round(e.durationMs)}\t${ip}\t${isoTime(e.at)}\n`;
}

/**
 * The API request log (admin portal, "API log"): each request becomes one line of COPY text in
 * memory, and the lines are written once a second with one COPY, off the request path, so no
 * request waits on the database for it. A crash loses at most the last second. COPY costs the
 * database about a third less per row than an INSERT of the same batch (ADR 014).
 */
export function createRequestLog(pool: pg.Pool, logger: FastifyBaseLogger): RequestLog {
  /** Filled buffers waiting for the next flush, oldest first. */
  let chunks: Buffer[] = [];
  let current = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  let writing: Promise<void> = Promise.resolve();
  const forgotten = new Map<string, number>();

  const seal = () => {
    if (used === 0) return;
    chunks.push(current.subarray(0, used));
    current = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
    if (chunks.length > MAX_BUFFERED_CHUNKS) {
      chunks.shift();
      logger.warn('request log buffer full; the oldest entries were dropped');
    }
  };

  const write = async (chunk: Buffer) => {
    const lost = () => countLines(chunk);
    const client = await pool.connect().catch((error: unknown) => {
      logger.warn({ err: error, lost: lost() }, 'request log batch could not be written');
      return null;
    });
    if (!client) return;
    let failure: Error | undefined;
    try {
      // The log may lose its last moments in a crash anyway (it is buffered in memory), so its
      // commits need not wait for the disk.
      await client.query('BEGIN');
      await client.query('SET LOCAL synchronous_commit = off');
      await pipeline(Readable.from([chunk]), client.query(copyFrom(COPY)));
      await client.query('COMMIT');
    } catch (error) {
      failure = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      logger.warn({ err: error, lost: lost() }, 'request log batch could not be written');
    } finally {
      // A connection that failed mid-batch is discarded rather than handed to the next query.
      client.release(failure);
    }
  };

  const flush = () => {
    // Batches are written one after another, so a slow database never sees two at once.
    writing = writing.then(async () => {
      seal();
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        if (chunk.length > 0) await write(chunk);
      }
    });
    return writing;
  };

  const timer = setInterval(() => {
    const now = Date.now();
    for (const [userId, until] of forgotten) if (until < now) forgotten.delete(userId);
    void flush();
  }, FLUSH_MS);
  timer.unref();

  return {
    record(entry) {
      if (forgotten.size > 0 && forgotten.has(entry.userId)) return;
      const line = toCopyLine(entry);
      // A UTF-16 unit takes at most three bytes in UTF-8. A line that might not fit a whole buffer
      // (a path far beyond Node's default 16 KB header limit) is left out rather than cut short.
      if (line.length * 3 > CHUNK_BYTES) return;
      if (used + line.length * 3 > CHUNK_BYTES) seal();
      used += current.write(line, used);
    },
    forgetUser(userId) {
      forgotten.set(userId, Date.now() + FORGET_MS);
      seal();
      // Each line starts with its user's id.
      const id = Buffer.from(userId);
      chunks = chunks.map((chunk) => withoutLinesStarting(chunk, id));
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines += 1;
  return lines;
}

function withoutLinesStarting(chunk: Buffer, prefix: Buffer): Buffer {
  const kept: Buffer[] = [];
  for (let start = 0; start < chunk.length;) {
    const newline = chunk.indexOf(NEWLINE, start);
    const end = newline === -1 ? chunk.length : newline + 1;
    const line = chunk.subarray(start, end);
    if (!line.subarray(0, prefix.length).equals(prefix)) kept.push(line);
    start = end;
  }
  return Buffer.concat(kept);
}

/** Paths never logged: media is fetched by tags in bulk, health by load balancers. */
function isLogged(path: string): boolean {
  return (
    path.startsWith('/api/') && !path.startsWith('/api/media/') && !path.startsWith('/api/health')
  );
}

/**
 * Records every authenticated request under /api once its answer is sent (the principal is set
 * by the user authentication hook, requireUser).
 */
export function registerRequestLog(app: FastifyInstance, log: RequestLog): void {
  app.addHook('onResponse', (request, reply, done) => {
    const principal = request.principal;
    if (principal) {
      const query = request.url.indexOf('?');
      const path = query === -1 ? request.url : request.url.slice(0, query);
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
}
