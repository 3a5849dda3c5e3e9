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
 * Rows are written into buffers of this size outside the JavaScript heap: kept as strings for a
 * second, they outlived the young generation and were copied into the old one, which cost the API
 * process more than making them (ADR 014). A buffer holds about 12,000 rows; each is one COPY.
 */
const CHUNK_BYTES = 1 << 20;
/** With the database unreachable the buffer stops growing here; the oldest rows go first. */
const MAX_BUFFERED_CHUNKS = 16;
const FORGET_MS = 10 * 60_000;

/**
 * COPY's binary format (PostgreSQL docs, "COPY", "Binary Format"): the database takes each value
 * as it stores it and parses no uuid, number or timestamp text, which took about a quarter of its
 * CPU per row (ADR 014). A buffer is a whole COPY: this header, the rows, and the trailer once
 * it is sealed.
 */
const COPY = `COPY api_request_logs (user_id, method, path, status, duration_ms, ip, created_at)
  FROM STDIN (FORMAT binary)`;
const COPY_HEADER = Buffer.concat([
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  Buffer.alloc(8), // no flags, no header extension
]);
const COLUMNS = 7;
const TRAILER = -1;
const UUID_BYTES = 16;
/** timestamptz travels as microseconds since 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_POW_32 = 2 ** 32;
/** A row's bytes besides its three strings: column count, seven lengths, uuid, two int4, int8. */
const FIXED_ROW_BYTES = 2 + COLUMNS * 4 + UUID_BYTES + 4 + 4 + 8;

/** Writes a uuid's 16 bytes from its text, in place: no string or buffer is made per request. */
function writeUuid(target: Buffer, offset: number, id: string): number {
  let at = offset;
  let high = -1;
  for (let i = 0; i < id.length; i += 1) {
    const code = id.charCodeAt(i);
    if (code === 0x2d) continue; // '-'
    const nibble = code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57;
    if (high === -1) high = nibble;
    else {
      target[at] = (high << 4) | nibble;
      at += 1;
      high = -1;
    }
  }
  return at;
}

/** Walks the rows of a sealed buffer: calls `visit` with each row's start and end. */
function eachRow(chunk: Buffer, visit: (start: number, end: number) => void): void {
  let at = COPY_HEADER.length;
  while (at + 2 <= chunk.length) {
    const columns = chunk.readInt16BE(at);
    if (columns === TRAILER) return;
    const start = at;
    at += 2;
    for (let column = 0; column < columns; column += 1) {
      const length = chunk.readInt32BE(at);
      at += 4 + Math.max(length, 0);
    }
    visit(start, at);
  }
}

/** A row: the columns in COPY's order, each after its length (-1 for NULL). */
function writeRow(target: Buffer, offset: number, e: RequestLogEntry): number {
  let at = target.writeInt16BE(COLUMNS, offset);
  at = target.writeInt32BE(UUID_BYTES, at);
  at = writeUuid(target, at, e.userId);
  at = writeText(target, at, e.method);
  at = writeText(target, at, e.path);
  at = writeInt4(target, at, e.status);
  at = writeInt4(target, at, Math.round(e.durationMs));
  at = e.ip === null ? target.writeInt32BE(-1, at) : writeText(target, at, e.ip);
  // Microseconds since 2000 stay well inside a double's exact integers; written as two halves.
  const micros = (Math.floor(e.at) - PG_EPOCH_MS) * 1000;
  at = target.writeInt32BE(8, at);
  at = target.writeInt32BE(Math.floor(micros / TWO_POW_32), at);
  return target.writeUInt32BE(micros >>> 0, at);
}

/**
 * A text value. ASCII, which nearly every path and address is, is copied here: a call into
 * Node's UTF-8 encoder for each of a row's three strings cost more than the rest of the row.
 */
function writeText(target: Buffer, offset: number, value: string): number {
  let at = offset + 4;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0x80) {
      const length = target.write(value, offset + 4);
      target.writeInt32BE(length, offset);
      return offset + 4 + length;
    }
    target[at] = code;
    at += 1;
  }
  target.writeInt32BE(value.length, offset);
  return at;
}

function writeInt4(target: Buffer, offset: number, value: number): number {
  const at = target.writeInt32BE(4, offset);
  return target.writeInt32BE(Math.min(value, 2 ** 31 - 1), at);
}

function newChunk(): Buffer {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  COPY_HEADER.copy(chunk, 0);
  return chunk;
}

/**
 * The API request log (admin portal, "API log"): each request becomes one row of binary COPY in
 * memory, and the rows are written once a second with one COPY, off the request path, so no
 * request waits on the database for it. A crash loses at most the last second. COPY costs the
 * database about a third less per row than an INSERT of the same batch (ADR 014).
 */
export function createRequestLog(pool: pg.Pool, logger: FastifyBaseLogger): RequestLog {
  /** Sealed buffers waiting for the next flush, oldest first. */
  let chunks: Buffer[] = [];
  let current = newChunk();
  let used = COPY_HEADER.length;
  let writing: Promise<void> = Promise.resolve();
  const forgotten = new Map<string, number>();

  const seal = () => {
    if (used === COPY_HEADER.length) return;
    used = current.writeInt16BE(TRAILER, used);
    chunks.push(current.subarray(0, used));
    current = newChunk();
    used = COPY_HEADER.length;
    if (chunks.length > MAX_BUFFERED_CHUNKS) {
      chunks.shift();
      logger.warn('request log buffer full; the oldest entries were dropped');
    }
  };

  const write = async (chunk: Buffer) => {
    const lost = () => countRows(chunk);
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
        if (countRows(chunk) > 0) await write(chunk);
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
      // A UTF-16 unit takes at most three bytes in UTF-8, and the trailer two. A row that might
      // not fit a whole buffer (a path far beyond Node's default 16 KB header limit) is left out
      // rather than cut short.
      const most =
        FIXED_ROW_BYTES +
        (entry.method.length + entry.path.length + (entry.ip?.length ?? 0)) * 3 +
        2;
      if (COPY_HEADER.length + most > CHUNK_BYTES) return;
      if (used + most > CHUNK_BYTES) seal();
      used = writeRow(current, used, entry);
    },
    forgetUser(userId) {
      forgotten.set(userId, Date.now() + FORGET_MS);
      seal();
      const id = Buffer.alloc(UUID_BYTES);
      writeUuid(id, 0, userId);
      chunks = chunks.map((chunk) => withoutRowsOf(chunk, id));
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

function countRows(chunk: Buffer): number {
  let rows = 0;
  eachRow(chunk, () => {
    rows += 1;
  });
  return rows;
}

/** The buffer without the rows of one user (whose id is each row's first value). */
function withoutRowsOf(chunk: Buffer, id: Buffer): Buffer {
  const kept: Buffer[] = [COPY_HEADER];
  // The id follows the column count (2 bytes) and its length (4).
  eachRow(chunk, (start, end) => {
    if (!chunk.subarray(start + 6, start + 6 + UUID_BYTES).equals(id)) {
      kept.push(chunk.subarray(start, end));
    }
  });
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(TRAILER);
  return Buffer.concat([...kept, trailer]);
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
