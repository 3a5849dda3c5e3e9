import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
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
  /** The personal API key the request was made with (its id), or null for a session. */
  apiKeyId: string | null;
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
 * Lines are written into buffers outside the JavaScript heap: kept as strings for a second, they
 * outlived the young generation and were copied into the old one, which cost the API process more
 * than making them (ADR 014). A buffer's COPY is one statement.
 */
const CHUNK_BYTES = 1 << 20;
/** A buffer also ends at this many lines (the length of its typed arrays). */
const MAX_LINES = 1 << 15;
/** With the database unreachable the buffer stops growing here; the oldest lines go first. */
const MAX_BUFFERED_CHUNKS = 16;
const FORGET_MS = 10 * 60_000;

/**
 * A write makes a row per account (several for one with more strings than a row holds), its lines
 * packed into one text value and their strings listed once each (db/schema/request-log.ts), sent
 * in COPY's binary format (PostgreSQL docs, "COPY", "Binary Format"), which the database stores as
 * it takes it: it parses no uuid, number or timestamp text, and no value per line (ADR 014).
 */
const COPY = `COPY api_request_log_batches
  (user_id, first_id, first_at, last_at, lines, entries, texts)
  FROM STDIN (FORMAT binary)`;
const COPY_HEADER = Buffer.concat([
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  Buffer.alloc(8), // no flags, no header extension
]);
const COPY_COLUMNS = 7;
const TRAILER = -1;
const UUID_BYTES = 16;
/** The element type of `texts` (its pg_type oid). */
const TEXT = 25;
const INT4_MAX = 2 ** 31 - 1;
/** timestamptz travels as microseconds since 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_POW_32 = 2 ** 32;
/**
 * A line's strings (method, path, address, API key) each after its length, -1 for no address or
 * no key. The first three lead the entry; the key, when there is one, ends it (a seventh field).
 */
const TEXTS = 4;
/**
 * The most bytes of a line's entry: four indexes into `texts` (at most 4 * MAX_LINES), status
 * and duration (int4), the time after the row's first in microseconds, and seven separators.
 */
const ENTRY_BYTES = 4 * 7 + 2 * 10 + 16 + 7;
/** A row's bytes besides its lines: its fixed columns, the two values' lengths, an array header. */
const ROW_OVERHEAD_BYTES = 2 + 5 * 4 + UUID_BYTES + 8 + 8 + 8 + 4 + 2 * 4 + 20;
const COMMA = 0x2c;
const SPACE = 0x20;
/**
 * A row holds at most this many strings: a reader finds one by walking the row's list of them
 * (PostgreSQL's arrays of text have no index), so an account's lines with many different paths
 * make several rows. A row ends before a line that might take it past the limit, so it has at
 * least MIN_ROW_LINES lines unless the account has no more.
 */
const ROW_TEXTS = 32;
const MIN_ROW_LINES = Math.floor((ROW_TEXTS - TEXTS) / TEXTS) + 1;
/** The hash table of a buffer's strings; more slots than a buffer has strings. */
const TABLE_SLOTS = 1 << 17;

/**
 * A buffer of lines: their strings in `bytes`, their numbers in typed arrays, and each account's
 * lines as a chain (its first and last line and how many, then each line's next), so recording a
 * request makes no JavaScript object unless it is the account's first in the buffer, and calls
 * nothing but the copying of its strings.
 */
interface Chunk {
  bytes: Buffer;
  used: number;
  count: number;
  /** Where each line's strings start in `bytes`. */
  starts: Int32Array;
  statuses: Int32Array;
  durations: Int32Array;
  /** Epoch milliseconds. */
  times: Float64Array;
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
    starts: new Int32Array(MAX_LINES),
    statuses: new Int32Array(MAX_LINES),
    durations: new Int32Array(MAX_LINES),
    times: new Float64Array(MAX_LINES),
    next: new Int32Array(MAX_LINES),
    accounts: new Map(),
    slots: new Int32Array(MAX_LINES * 3),
    slotCount: 0,
  };
}

/** A big-endian int32 by hand: Buffer's methods check their arguments on every call. */
function putInt32(target: Buffer, offset: number, value: number): number {
  target[offset] = value >>> 24;
  target[offset + 1] = value >>> 16;
  target[offset + 2] = value >>> 8;
  target[offset + 3] = value;
  return offset + 4;
}

function getInt32(source: Buffer, offset: number): number {
  return (
    (source[offset] << 24) |
    (source[offset + 1] << 16) |
    (source[offset + 2] << 8) |
    source[offset + 3]
  );
}

/** A whole number from 0 in decimal (at most 2 ** 53). */
function putDecimal(target: Buffer, offset: number, value: number): number {
  let end = offset + 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) end += 1;
  let rest = value;
  for (let at = end - 1; at >= offset; at -= 1) {
    target[at] = 0x30 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return end;
}

/** An int8 value (a safe integer), after its length. */
function putInt8(target: Buffer, offset: number, value: number): number {
  const at = putInt32(target, offset, 8);
  putInt32(target, at, Math.floor(value / TWO_POW_32));
  return putInt32(target, at + 4, value >>> 0);
}

function putInt4(target: Buffer, offset: number, value: number): number {
  return putInt32(target, putInt32(target, offset, 4), value);
}

function sameBytes(source: Buffer, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i += 1) if (source[a + i] !== source[b + i]) return false;
  return true;
}

/**
 * A text value after its length. ASCII, which nearly every path and address is, is copied here:
 * a call into Node's UTF-8 encoder for each of a line's strings cost more than the rest of it.
 */
function putText(target: Buffer, offset: number, value: string): number {
  let at = offset + 4;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0x80) {
      const length = target.write(value, offset + 4);
      return putInt32(target, offset, length) + length;
    }
    target[at] = code;
    at += 1;
  }
  putInt32(target, offset, value.length);
  return at;
}

/** Writes a uuid's 16 bytes from its text. */
function putUuid(target: Buffer, offset: number, id: string): number {
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

function linesIn(chunk: Chunk): number {
  let lines = 0;
  for (const slot of chunk.accounts.values()) lines += chunk.slots[slot * 3 + 2];
  return lines;
}

/** The most bytes a buffer's COPY takes. */
function copyBytes(chunk: Chunk): number {
  return (
    COPY_HEADER.length +
    chunk.used +
    chunk.count * ENTRY_BYTES +
    (chunk.accounts.size + Math.floor(chunk.count / MIN_ROW_LINES)) * ROW_OVERHEAD_BYTES +
    2
  );
}

/** An array's header; its length (at `lengthAt`) is written once its elements are in. */
function putArrayHeader(target: Buffer, lengthAt: number, type: number, count: number): number {
  let at = putInt32(target, lengthAt + 4, 1); // one dimension
  at = putInt32(target, at, 0); // the null flag, which PostgreSQL reads from the elements
  at = putInt32(target, at, type);
  at = putInt32(target, at, count);
  return putInt32(target, at, 1); // lower bound
}

/**
 * Room for an account's lines in order (`lineOf`), where each of their strings starts and the
 * next begins (`textAt`), which of the row's strings each is (`textOf`, 0 for no address), and the
 * strings themselves (`textStart`, each row's once, rows one after another) with a hash table to
 * find them (a slot: the row it was filled for, the string's index from 1); kept from one write
 * to the next.
 */
interface Scratch {
  lineOf: Int32Array;
  textAt: Int32Array;
  textOf: Int32Array;
  textStart: Int32Array;
  texts: number;
  table: Int32Array;
  row: number;
}

function newScratch(): Scratch {
  return {
    lineOf: new Int32Array(MAX_LINES),
    textAt: new Int32Array(MAX_LINES * (TEXTS + 1)),
    textOf: new Int32Array(MAX_LINES * TEXTS),
    textStart: new Int32Array(MAX_LINES * TEXTS),
    texts: 0,
    table: new Int32Array(TABLE_SLOTS * 2),
    row: 0,
  };
}

/** Starts a row's strings: the table's slots of earlier rows are left, as no longer theirs. */
function startRow(scratch: Scratch): void {
  scratch.row += 1;
  if (scratch.row === INT4_MAX) {
    scratch.table.fill(0);
    scratch.row = 1;
  }
}

/**
 * The index (from 1, among the buffer's strings) of the one at `start` in `bytes` (its length,
 * then its bytes, up to `end`), added if the row has not had it.
 */
function textIndex(bytes: Buffer, start: number, end: number, scratch: Scratch): number {
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  const { table, textStart } = scratch;
  for (let slot = hash & (TABLE_SLOTS - 1); ; slot = (slot + 1) & (TABLE_SLOTS - 1)) {
    if (table[slot * 2] !== scratch.row) {
      table[slot * 2] = scratch.row;
      textStart[scratch.texts] = start;
      scratch.texts += 1;
      table[slot * 2 + 1] = scratch.texts;
      return scratch.texts;
    }
    // Lengths come first, so strings of two lengths differ within four bytes.
    const index = table[slot * 2 + 1];
    if (sameBytes(bytes, textStart[index - 1], start, end - start)) return index;
  }
}

/**
 * The COPY of a buffer, written into `out` (at least `copyBytes(chunk)` long): a row per account,
 * or several for one whose lines have more strings than a row holds; the lines' ids from
 * `firstId` on.
 */
function copyOf(chunk: Chunk, firstId: number, out: Buffer, scratch: Scratch): Buffer {
  const { bytes, starts, statuses, durations, times, next, slots } = chunk;
  let at = COPY_HEADER.copy(out, 0);
  let nextId = firstId;
  const { lineOf, textAt, textOf, textStart } = scratch;
  scratch.texts = 0;
  for (const [userId, slot] of chunk.accounts) {
    const lines = slots[slot * 3 + 2];
    for (let n = 0, line = slots[slot * 3]; n < lines; n += 1, line = next[line]) {
      lineOf[n] = line;
      let value = starts[line];
      for (let v = 0; v < TEXTS; v += 1) {
        textAt[n * (TEXTS + 1) + v] = value;
        value += 4 + Math.max(getInt32(bytes, value), 0);
      }
      textAt[n * (TEXTS + 1) + TEXTS] = value;
    }
    for (let first = 0; first < lines;) {
      // The row's lines: their strings, and the oldest and newest time.
      startRow(scratch);
      const textBase = scratch.texts;
      let end = first;
      let firstAt = Infinity;
      let lastAt = -Infinity;
      for (; end < lines && scratch.texts - textBase <= ROW_TEXTS - TEXTS; end += 1) {
        for (let v = 0; v < TEXTS; v += 1) {
          const start = textAt[end * (TEXTS + 1) + v];
          textOf[end * TEXTS + v] =
            getInt32(bytes, start) === -1
              ? 0
              : textIndex(bytes, start, textAt[end * (TEXTS + 1) + v + 1], scratch) - textBase;
        }
        // The lines are in the order they were recorded; their times may step back (a clock).
        firstAt = Math.min(firstAt, times[lineOf[end]]);
        lastAt = Math.max(lastAt, times[lineOf[end]]);
      }
      at = out.writeInt16BE(COPY_COLUMNS, at);
      at = putInt32(out, at, UUID_BYTES);
      at = putUuid(out, at, userId);
      at = putInt8(out, at, nextId);
      nextId += end - first;
      at = putInt8(out, at, (firstAt - PG_EPOCH_MS) * 1000);
      at = putInt8(out, at, (lastAt - PG_EPOCH_MS) * 1000);
      at = putInt4(out, at, end - first);
      // entries: `method,path,address,status,duration,microseconds after first_at[,key]`, spaced.
      const entriesAt = at;
      at += 4;
      for (let n = first; n < end; n += 1) {
        if (n > first) out[at++] = SPACE;
        for (let v = n * TEXTS; v < n * TEXTS + TEXTS - 1; v += 1) {
          if (textOf[v] !== 0) at = putDecimal(out, at, textOf[v]);
          out[at++] = COMMA;
        }
        const line = lineOf[n];
        at = putDecimal(out, at, statuses[line]);
        out[at++] = COMMA;
        at = putDecimal(out, at, durations[line]);
        out[at++] = COMMA;
        at = putDecimal(out, at, (times[line] - firstAt) * 1000);
        const key = textOf[n * TEXTS + TEXTS - 1];
        if (key !== 0) {
          out[at++] = COMMA;
          at = putDecimal(out, at, key);
        }
      }
      putInt32(out, entriesAt, at - entriesAt - 4);
      // texts. Byte by byte: values are a few bytes each, shorter than a call into Buffer#copy.
      const textsAt = at;
      at = putArrayHeader(out, textsAt, TEXT, scratch.texts - textBase);
      for (let t = textBase; t < scratch.texts; t += 1) {
        const stop = textStart[t] + 4 + getInt32(bytes, textStart[t]);
        for (let i = textStart[t]; i < stop; i += 1) out[at++] = bytes[i]!;
      }
      putInt32(out, textsAt, at - textsAt - 4);
      first = end;
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
   * Written buffers, the last COPY's and the room to build it, kept for the next ones: a megabyte or
   * two of new memory outside the heap every second made V8 run full collections the API paid for
   * (ADR 014).
   */
  const spare: Chunk[] = [];
  let copyBuffer: Buffer | null = null;
  const scratch = newScratch();
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
      const copy = copyOf(chunk, Number(rows[0].first), out, scratch);
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
        TEXTS * 4 +
        (entry.method.length +
          entry.path.length +
          (entry.ip?.length ?? 0) +
          (entry.apiKeyId?.length ?? 0)) *
          3;
      if (most > CHUNK_BYTES) return;
      if (current.used + most > CHUNK_BYTES || current.count === MAX_LINES) seal();
      const chunk = current;
      const line = chunk.count;
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
      chunk.statuses[line] = Math.min(Math.max(entry.status, 0), INT4_MAX);
      chunk.durations[line] = Math.min(Math.max(Math.round(entry.durationMs), 0), INT4_MAX);
      chunk.times[line] = Math.floor(entry.at);
      chunk.starts[line] = chunk.used;
      let at = putText(chunk.bytes, chunk.used, entry.method);
      at = putText(chunk.bytes, at, entry.path);
      at = entry.ip === null ? putInt32(chunk.bytes, at, -1) : putText(chunk.bytes, at, entry.ip);
      chunk.used =
        entry.apiKeyId === null
          ? putInt32(chunk.bytes, at, -1)
          : putText(chunk.bytes, at, entry.apiKeyId);
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
 * Records a request under /api if it was authenticated (the principal is set by the user
 * authentication hook, requireUser). Called from the API's onSend hook (app.ts), so the duration
 * runs to the answer's being sent; a hook of its own cost the API more than the recording did
 * (ADR 014). A hijacked answer (the job event stream) skips onSend and records itself as it ends.
 */
export function logRequest(log: RequestLog, request: FastifyRequest, reply: FastifyReply): void {
  const principal = request.principal;
  if (!principal) return;
  const query = request.url.indexOf('?');
  const path = query === -1 ? request.url : request.url.slice(0, query);
  if (!isLogged(path)) return;
  log.record({
    userId: principal.user.id,
    method: request.method,
    path,
    status: reply.statusCode,
    durationMs: reply.elapsedTime,
    ip: request.ip,
    apiKeyId: principal.apiKeyId,
    at: Date.now(),
  });
}
