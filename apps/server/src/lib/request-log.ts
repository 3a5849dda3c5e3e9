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
 * process more than making them (ADR 014). A buffer holds about 15,000 lines; each is one COPY.
 */
const CHUNK_BYTES = 1 << 20;
/** With the database unreachable the buffer stops growing here; the oldest lines go first. */
const MAX_BUFFERED_CHUNKS = 16;
const FORGET_MS = 10 * 60_000;

/**
 * A buffer holds lines, each a request's six values in COPY's binary format (PostgreSQL docs,
 * "COPY", "Binary Format"), each after its length (-1 for NULL): method, path, status, duration,
 * address, time. Beside it, each account's line numbers. A write makes one row per account, its
 * lines' values becoming arrays, which the database takes as it stores them: it parses no uuid,
 * number or timestamp text (a quarter of its CPU per row, ADR 014).
 */
const COPY = `COPY api_request_log_batches
  (user_id, first_id, first_at, last_at, lines, methods, paths, statuses, durations_ms, ips, times)
  FROM STDIN (FORMAT binary)`;
const COPY_HEADER = Buffer.concat([
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  Buffer.alloc(8), // no flags, no header extension
]);
const COPY_COLUMNS = 11;
const TRAILER = -1;
const UUID_BYTES = 16;
/** A line's values, and the element type of each one's array (pg_type oids). */
const VALUES = 6;
const ELEMENT_TYPES = [25, 25, 23, 23, 25, 1184]; // text, text, int4, int4, text, timestamptz
const TIME_VALUE = 5;
/** timestamptz travels as microseconds since 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_POW_32 = 2 ** 32;
/** A line's bytes besides its three strings: six lengths, two int4 and an int8. */
const FIXED_LINE_BYTES = VALUES * 4 + 4 + 4 + 8;
/** The fewest bytes a line takes (empty strings, no address): how many lines a buffer can hold. */
const MAX_LINES = Math.ceil(CHUNK_BYTES / (FIXED_LINE_BYTES - 4));
/** A row's bytes besides its lines' values: its fixed columns and six array headers. */
const ROW_OVERHEAD_BYTES = 2 + 5 * 4 + UUID_BYTES + 8 + 8 + 8 + 4 + VALUES * (4 + 20);

/** Writes a uuid's 16 bytes from its text. */
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

/** A line: each value after its length. */
function writeLine(target: Buffer, offset: number, e: RequestLogEntry): number {
  let at = writeText(target, offset, e.method);
  at = writeText(target, at, e.path);
  at = writeInt4(target, at, e.status);
  at = writeInt4(target, at, Math.round(e.durationMs));
  at = e.ip === null ? target.writeInt32BE(-1, at) : writeText(target, at, e.ip);
  // Microseconds since 2000 stay well inside a double's exact integers; written as two halves.
  return writeInt8(target, at, (Math.floor(e.at) - PG_EPOCH_MS) * 1000);
}

/**
 * A text value. ASCII, which nearly every path and address is, is copied here: a call into
 * Node's UTF-8 encoder for each of a line's three strings cost more than the rest of the line.
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

/** An int8 value (a safe integer), after its length. */
function writeInt8(target: Buffer, offset: number, value: number): number {
  let at = target.writeInt32BE(8, offset);
  at = target.writeInt32BE(Math.floor(value / TWO_POW_32), at);
  return target.writeUInt32BE(value >>> 0, at);
}

/**
 * A buffer of lines: where each starts, and each account's lines as a chain (its first and last
 * line and how many, then each line's next), all in typed arrays, so recording a request makes no
 * JavaScript object unless it is the account's first in the buffer.
 */
interface Chunk {
  bytes: Buffer;
  used: number;
  count: number;
  starts: Int32Array;
  next: Int32Array;
  /** An account's slot: its first line, last line and line count at `slot * 3`. */
  accounts: Map<string, number>;
  slots: Int32Array;
  /** Slots given out (a forgotten account leaves its slot unused). */
  slotCount: number;
}

function newChunk(): Chunk {
  return {
    bytes: Buffer.allocUnsafe(CHUNK_BYTES),
    used: 0,
    count: 0,
    starts: new Int32Array(MAX_LINES + 1),
    next: new Int32Array(MAX_LINES),
    accounts: new Map(),
    slots: new Int32Array(MAX_LINES * 3),
    slotCount: 0,
  };
}

function linesIn(chunk: Chunk): number {
  let lines = 0;
  for (const slot of chunk.accounts.values()) lines += chunk.slots[slot * 3 + 2];
  return lines;
}

/** The most bytes a buffer's COPY takes. */
function copyBytes(chunk: Chunk): number {
  return COPY_HEADER.length + chunk.used + chunk.accounts.size * ROW_OVERHEAD_BYTES + 2;
}

/**
 * The COPY of a buffer, written into `out` (at least `copyBytes(chunk)` long): one row per
 * account, its lines' ids from `firstId` on.
 */
function copyOf(chunk: Chunk, firstId: number, out: Buffer): Buffer {
  const { bytes, starts, next, slots } = chunk;
  let at = COPY_HEADER.copy(out, 0);
  let nextId = firstId;
  // Where each value of an account's lines starts (and the next begins), found once per line.
  let offsets = new Int32Array(1024 * (VALUES + 1));
  for (const [userId, slot] of chunk.accounts) {
    const lines = slots[slot * 3 + 2];
    if (offsets.length < lines * (VALUES + 1)) offsets = new Int32Array(lines * (VALUES + 1));
    let firstAt = Infinity;
    let lastAt = -Infinity;
    for (let n = 0, line = slots[slot * 3]; n < lines; n += 1, line = next[line]) {
      let value = starts[line];
      for (let v = 0; v < VALUES; v += 1) {
        offsets[n * (VALUES + 1) + v] = value;
        value += 4 + Math.max(bytes.readInt32BE(value), 0);
      }
      offsets[n * (VALUES + 1) + VALUES] = value;
      // The lines are in the order they were recorded; their times may still step back (a clock).
      const time = offsets[n * (VALUES + 1) + TIME_VALUE] + 4;
      const micros = bytes.readInt32BE(time) * TWO_POW_32 + bytes.readUInt32BE(time + 4);
      firstAt = Math.min(firstAt, micros);
      lastAt = Math.max(lastAt, micros);
    }
    at = out.writeInt16BE(COPY_COLUMNS, at);
    at = out.writeInt32BE(UUID_BYTES, at);
    at = writeUuid(out, at, userId);
    at = writeInt8(out, at, nextId);
    nextId += lines;
    at = writeInt8(out, at, firstAt);
    at = writeInt8(out, at, lastAt);
    at = writeInt4(out, at, lines);
    for (let v = 0; v < VALUES; v += 1) {
      const lengthAt = at;
      at += 4; // the array's length, known once its elements are in
      at = out.writeInt32BE(1, at); // one dimension
      at = out.writeInt32BE(0, at); // the null flag, which PostgreSQL reads from the elements
      at = out.writeInt32BE(ELEMENT_TYPES[v], at);
      at = out.writeInt32BE(lines, at);
      at = out.writeInt32BE(1, at); // lower bound
      // Byte by byte: values are a few bytes each, shorter than a call into Buffer#copy costs.
      for (let n = 0; n < lines; n += 1) {
        const end = offsets[n * (VALUES + 1) + v + 1];
        for (let i = offsets[n * (VALUES + 1) + v]; i < end; i += 1) {
          out[at] = bytes[i]!;
          at += 1;
        }
      }
      out.writeInt32BE(at - lengthAt - 4, lengthAt);
    }
  }
  at = out.writeInt16BE(TRAILER, at);
  return out.subarray(0, at);
}

/**
 * The API request log (admin portal, "API log"): each request becomes one line in memory, and
 * the lines are written once a second, off the request path, one row per account (one COPY), so
 * no request waits on the database for it. A crash loses at most the last second. A busy account
 * costs the database one row a second rather than one per request (ADR 014).
 */
export function createRequestLog(pool: pg.Pool, logger: FastifyBaseLogger): RequestLog {
  /** Sealed buffers waiting for the next flush, oldest first. */
  const chunks: Chunk[] = [];
  /**
   * Written buffers, and the last COPY's, kept for the next ones: a megabyte or two of new
   * memory outside the heap every second made V8 run full collections the API paid for (ADR 014).
   */
  const spare: Chunk[] = [];
  let copyBuffer: Buffer | null = null;
  const freshChunk = () => {
    const chunk = spare.pop();
    if (!chunk) return newChunk();
    chunk.used = 0;
    chunk.count = 0;
    chunk.accounts.clear();
    chunk.slotCount = 0;
    return chunk;
  };
  let current = freshChunk();
  let writing: Promise<void> = Promise.resolve();
  const forgotten = new Map<string, number>();

  const seal = () => {
    if (current.count === 0) return;
    chunks.push(current);
    current = freshChunk();
    if (chunks.length > MAX_BUFFERED_CHUNKS) {
      chunks.shift();
      logger.warn('request log buffer full; the oldest entries were dropped');
    }
  };

  const write = async (chunk: Chunk) => {
    const lost = linesIn(chunk);
    const client = await pool.connect().catch((error: unknown) => {
      logger.warn({ err: error, lost }, 'request log batch could not be written');
      return null;
    });
    if (!client) return;
    let failure: Error | undefined;
    try {
      // The log may lose its last moments in a crash anyway (it is buffered in memory), so its
      // commits need not wait for the disk.
      await client.query('BEGIN');
      await client.query('SET LOCAL synchronous_commit = off');
      const { rows } = await client.query<{ first: string }>(
        'SELECT api_request_log_ids($1) AS first',
        [lost],
      );
      const bytes = copyBytes(chunk);
      const out =
        copyBuffer && copyBuffer.length >= bytes
          ? copyBuffer
          : Buffer.allocUnsafe(Math.max(bytes, CHUNK_BYTES));
      // The buffer is done with once its COPY is made; the COPY's, once the database has it.
      copyBuffer = null;
      const copy = copyOf(chunk, Number(rows[0].first), out);
      if (spare.length < 2) spare.push(chunk);
      await pipeline(Readable.from([copy]), client.query(copyFrom(COPY)));
      copyBuffer = out;
      await client.query('COMMIT');
    } catch (error) {
      failure = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      logger.warn({ err: error, lost }, 'request log batch could not be written');
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
        if (chunk.accounts.size > 0) await write(chunk);
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
      // A UTF-16 unit takes at most three bytes in UTF-8. A line that might not fit a whole
      // buffer (a path far beyond Node's default 16 KB header limit) is left out rather than cut
      // short.
      const most =
        FIXED_LINE_BYTES + (entry.method.length + entry.path.length + (entry.ip?.length ?? 0)) * 3;
      if (most > CHUNK_BYTES) return;
      if (current.used + most > CHUNK_BYTES) seal();
      const chunk = current;
      const line = chunk.count;
      chunk.starts[line] = chunk.used;
      chunk.count = line + 1;
      const slot = chunk.accounts.get(entry.userId);
      if (slot === undefined) {
        const added = chunk.slotCount;
        chunk.slotCount = added + 1;
        chunk.accounts.set(entry.userId, added);
        chunk.slots[added * 3] = line;
        chunk.slots[added * 3 + 1] = line;
        chunk.slots[added * 3 + 2] = 1;
      } else {
        chunk.next[chunk.slots[slot * 3 + 1]] = line;
        chunk.slots[slot * 3 + 1] = line;
        chunk.slots[slot * 3 + 2] += 1;
      }
      chunk.used = writeLine(chunk.bytes, chunk.used, entry);
    },
    forgetUser(userId) {
      forgotten.set(userId, Date.now() + FORGET_MS);
      current.accounts.delete(userId);
      for (const chunk of chunks) chunk.accounts.delete(userId);
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
