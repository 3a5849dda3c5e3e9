import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, grantCredits, tokenFor } from '../../test/helpers/factories';
import { insertLogLines } from '../../test/helpers/request-log';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { apiRequestLogBatches, apiRequestLogs, users } from '../db/schema';
import { sweepExpired } from '../jobs/sweep';
import { createRequestLog } from './request-log';

async function logRows(t: TestApp, userId: string) {
  return t.runtime.db
    .select()
    .from(apiRequestLogs)
    .where(eq(apiRequestLogs.userId, userId))
    .orderBy(apiRequestLogs.createdAt, apiRequestLogs.id);
}

/** Rows are written a second after the request at most; waits for `count` of them. */
async function waitForRows(t: TestApp, userId: string, count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = await logRows(t, userId);
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the API request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("records a signed-in user's API requests with status and duration, without the query", async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const authorization = `Bearer ${token}`;
    expect(
      (await t.app.inject({ url: '/api/auth/me?fields=all', headers: { authorization } }))
        .statusCode,
    ).toBe(200);
    const missing = `/api/workflows/${randomUUID()}`;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: missing,
      headers: { authorization },
    });
    expect(refused.statusCode).toBe(404);
    // Not recorded: health, and a request without a valid token.
    await t.app.inject({ url: '/api/health', headers: { authorization } });
    await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer not-a-token' } });

    const rows = await waitForRows(t, user.id, 2);
    expect(rows.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/api/auth/me', 200],
      ['DELETE', missing, 404],
    ]);
    expect(rows[0]?.ip).toBe('127.0.0.1');
    expect(rows[0]?.durationMs).toBeGreaterThanOrEqual(0);
    // Nothing else arrives later.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await logRows(t, user.id)).toHaveLength(2);
  });

  it('records the job event stream, which answers outside the hooks, once it ends', async () => {
    const user = await createUser(t);
    await grantCredits(t, user.id, 1);
    const headers = { authorization: `Bearer ${await tokenFor(t, user)}` };
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/generate-image',
      headers: { ...headers, prefer: 'respond-async' },
      payload: { prompt: 'pastel flowers', model_type: 'ultra' },
    });
    expect(accepted.statusCode).toBe(202);
    const { events_url } = accepted.json<{ events_url: string }>();
    const stream = await t.app.inject({ url: `${events_url}?from=test`, headers });
    expect(stream.body).toContain('event: done');

    const rows = await waitForRows(t, user.id, 2);
    expect(rows.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', '/api/generate-image', 202],
      ['GET', events_url, 200],
    ]);
  });

  it('writes every value as it came: any path, no address, the time to the millisecond', async () => {
    const user = await createUser(t);
    const log = createRequestLog(t.runtime.pool, t.app.log);
    const at = Date.UTC(2026, 10, 26, 23, 59, 59, 987);
    const odd = [
      { path: '/api/x\\y\tz\nw\r', ip: null, at },
      { path: '/api/café/日本/😀', ip: '2001:db8::7', at: at + 1 },
      // Before 2000, the binary format's zero, the time is negative.
      { path: '/api/old', ip: '203.0.113.9', at: Date.UTC(1999, 11, 31, 23, 59, 59, 1) },
    ];
    for (const entry of odd) {
      log.record({
        userId: user.id,
        method: 'GET',
        status: 404,
        durationMs: 1.6,
        apiKeyId: null,
        ...entry,
      });
    }
    await log.close();
    const rows = await logRows(t, user.id);
    expect(
      rows.map((row) => ({ path: row.path, ip: row.ip, at: row.createdAt.getTime() })),
    ).toEqual([odd[2], odd[0], odd[1]]);
    expect(rows.map((row) => [row.method, row.status, row.durationMs])).toEqual(
      Array.from({ length: 3 }, () => ['GET', 404, 2]),
    );
  });

  it("keeps one row per account and batch, the lines' ids numbered in order", async () => {
    const [busy, quiet] = [await createUser(t), await createUser(t)];
    const log = createRequestLog(t.runtime.pool, t.app.log);
    const at = Date.now();
    for (let i = 0; i < 500; i += 1) {
      log.record({
        userId: busy.id,
        method: 'GET',
        path: `/api/busy/${i % 5}`,
        status: 200,
        durationMs: i,
        ip: '127.0.0.1',
        apiKeyId: null,
        at: at + i,
      });
      if (i % 250 === 0) {
        log.record({
          userId: quiet.id,
          method: 'POST',
          path: '/api/quiet',
          status: 201,
          durationMs: 3,
          ip: null,
          apiKeyId: null,
          at: at + i,
        });
      }
    }
    await log.close();
    const batches = await t.runtime.db
      .select()
      .from(apiRequestLogBatches)
      .where(inArray(apiRequestLogBatches.userId, [busy.id, quiet.id]));
    expect(batches.map((b) => [b.userId, b.lines]).sort()).toEqual(
      [
        [busy.id, 500],
        [quiet.id, 2],
      ].sort(),
    );
    const busyBatch = batches.find((b) => b.userId === busy.id)!;
    expect([busyBatch.firstAt.getTime(), busyBatch.lastAt.getTime()]).toEqual([at, at + 499]);
    const lines = await logRows(t, busy.id);
    expect(lines.map((line) => [line.path, line.durationMs])).toEqual(
      Array.from({ length: 500 }, (_, i) => [`/api/busy/${i % 5}`, i]),
    );
    const ids = lines.map((line) => line.id);
    expect(ids).toEqual(Array.from({ length: 500 }, (_, i) => ids[0] + i));
    expect(lines[6]).toMatchObject({ status: 200, durationMs: 6, ip: '127.0.0.1' });
    // The row lists each string once: a method, five paths, an address.
    expect([...busyBatch.texts].sort()).toEqual(
      ['GET', '127.0.0.1', ...Array.from({ length: 5 }, (_, i) => `/api/busy/${i}`)].sort(),
    );
    const quietIds = (await logRows(t, quiet.id)).map((line) => line.id);
    expect(quietIds.every((id) => !ids.includes(id))).toBe(true);
  });

  it('makes several rows of an account whose lines have more strings than a row holds', async () => {
    const user = await createUser(t);
    const log = createRequestLog(t.runtime.pool, t.app.log);
    const at = Date.now();
    const keys = [randomUUID(), randomUUID()];
    const sent = Array.from({ length: 100 }, (_, i) => ({
      userId: user.id,
      method: i % 2 ? 'POST' : 'GET',
      path: `/api/jobs/${i}`,
      status: 200,
      durationMs: i,
      ip: i % 3 ? `10.0.0.${i}` : null,
      // A personal API key's lines name it; a session's name none.
      apiKeyId: i % 4 ? null : keys[i % 8 === 0 ? 0 : 1],
      // Back and forth, so a row's oldest line is not its first.
      at: at + (i % 2 ? i : -i),
    }));
    for (const entry of sent) log.record(entry);
    await log.close();
    const batches = await t.runtime.db
      .select()
      .from(apiRequestLogBatches)
      .where(eq(apiRequestLogBatches.userId, user.id))
      .orderBy(apiRequestLogBatches.firstId);
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.every((batch) => batch.texts.length <= 32)).toBe(true);
    expect(batches.slice(0, -1).every((batch) => batch.lines >= 10)).toBe(true);
    expect(batches.reduce((sum, batch) => sum + batch.lines, 0)).toBe(100);
    const rows = await t.runtime.db
      .select()
      .from(apiRequestLogs)
      .where(eq(apiRequestLogs.userId, user.id))
      .orderBy(apiRequestLogs.id);
    expect(
      rows.map((row) => ({
        method: row.method,
        path: row.path,
        durationMs: row.durationMs,
        ip: row.ip,
        apiKeyId: row.apiKeyId,
        at: row.createdAt.getTime(),
      })),
    ).toEqual(
      sent.map(({ method, path, durationMs, ip, apiKeyId, at }) => ({
        method,
        path,
        durationMs,
        ip,
        apiKeyId,
        at,
      })),
    );
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, i) => rows[0].id + i));
    // Each row's times bound its lines.
    for (const row of rows) {
      const batch = batches.findLast((b) => b.firstId <= row.id)!;
      expect(row.createdAt >= batch.firstAt && row.createdAt <= batch.lastAt).toBe(true);
    }
  });

  it('writes batch after batch into the same buffers without mixing them up', async () => {
    const [first, second] = [await createUser(t), await createUser(t)];
    const log = createRequestLog(t.runtime.pool, t.app.log);
    const expected = new Map<string, string[]>([
      [first.id, []],
      [second.id, []],
    ]);
    // Each round smaller than the last, so a reused buffer still holds the older, longer lines.
    for (const [round, lines] of [3000, 1000, 10].entries()) {
      for (let i = 0; i < lines; i += 1) {
        const user = i % 3 === 0 ? second : first;
        const path = `/api/round-${round}/${i}${round === 0 ? '/a-longer-path-than-later' : ''}`;
        log.record({
          userId: user.id,
          method: 'GET',
          path,
          status: 200,
          durationMs: round,
          ip: round === 1 ? null : '192.0.2.1',
          apiKeyId: null,
          at: Date.now(),
        });
        expected.get(user.id)!.push(path);
      }
      await log.flush();
    }
    await log.close();
    for (const user of [first, second]) {
      const rows = await logRows(t, user.id);
      expect(rows.map((row) => row.path)).toEqual(expected.get(user.id));
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    }
    const last = (await logRows(t, second.id)).at(-1);
    expect(last).toMatchObject({ durationMs: 2, ip: '192.0.2.1' });
  });

  it('keeps the other accounts whole when one is forgotten mid-buffer', async () => {
    const [kept, gone, later] = [await createUser(t), await createUser(t), await createUser(t)];
    const log = createRequestLog(t.runtime.pool, t.app.log);
    const entry = (userId: string, path: string) => ({
      userId,
      method: 'GET',
      path,
      status: 200,
      durationMs: 1,
      ip: null,
      apiKeyId: null,
      at: Date.now(),
    });
    // The forgotten account came first: the one after it must not lose its place to a newcomer.
    log.record(entry(gone.id, '/api/gone/1'));
    log.record(entry(kept.id, '/api/kept/1'));
    log.forgetUser(gone.id);
    log.record(entry(later.id, '/api/later/1'));
    log.record(entry(kept.id, '/api/kept/2'));
    log.record(entry(gone.id, '/api/gone/2'));
    await log.close();
    expect((await logRows(t, kept.id)).map((line) => line.path)).toEqual([
      '/api/kept/1',
      '/api/kept/2',
    ]);
    expect((await logRows(t, later.id)).map((line) => line.path)).toEqual(['/api/later/1']);
    expect(await logRows(t, gone.id)).toEqual([]);
  });

  it('writes a busy second over several buffers, and forgets one account across all of them', async () => {
    const [kept, gone] = [await createUser(t), await createUser(t)];
    const log = createRequestLog(t.runtime.pool, t.app.log);
    // About 2.8 MB of rows: three of the log's 1 MiB buffers.
    const entryOf = (userId: string, i: number) => ({
      userId,
      method: 'GET',
      path: `/api/requests/${i}`,
      status: 200,
      durationMs: 1,
      ip: '198.51.100.7',
      apiKeyId: null,
      at: Date.now(),
    });
    for (let i = 0; i < 15_000; i += 1) {
      for (const user of [kept, gone]) log.record(entryOf(user.id, i));
    }
    // A path longer than a whole buffer is left out, and the rows around it are kept.
    log.record({ ...entryOf(kept.id, 0), path: `/api/${'x'.repeat(1_100_000)}` });
    log.forgetUser(gone.id);
    await log.close();
    const rows = await logRows(t, kept.id);
    expect(rows).toHaveLength(15_000);
    expect(new Set(rows.map((row) => row.path)).size).toBe(15_000);
    expect(await logRows(t, gone.id)).toEqual([]);
  });

  it('starts a new buffer when one holds as many lines as it can count, short as they are', async () => {
    const user = await createUser(t);
    const log = createRequestLog(t.runtime.pool, t.app.log);
    // 40,000 lines of about 20 bytes: under a buffer's megabyte, over its 32,768 lines.
    for (let i = 0; i < 40_000; i += 1) {
      log.record({
        userId: user.id,
        method: 'GET',
        path: `/${i % 9}`,
        status: 200 + (i % 3),
        durationMs: i,
        ip: null,
        apiKeyId: null,
        at: Date.now(),
      });
    }
    await log.close();
    const batches = await t.runtime.db
      .select({ lines: apiRequestLogBatches.lines })
      .from(apiRequestLogBatches)
      .where(eq(apiRequestLogBatches.userId, user.id));
    expect(batches.map((batch) => batch.lines).sort((a, b) => b - a)).toEqual([32_768, 7_232]);
    const rows = await logRows(t, user.id);
    expect(rows.map((row) => [row.path, row.status, row.durationMs])).toEqual(
      rows.map((_, i) => [`/${i % 9}`, 200 + (i % 3), i]),
    );
    const ids = rows.map((row) => Number(row.id));
    expect(ids).toEqual(ids.map((_, i) => ids[0] + i));
  });

  it('says how many rows a batch the database could not take has lost', async () => {
    const user = await createUser(t);
    const closed = new pg.Pool({ connectionString: t.databaseUrl });
    await closed.end();
    const warnings: unknown[] = [];
    const logger = { ...t.app.log, warn: (details: unknown) => warnings.push(details) };
    const log = createRequestLog(closed, logger as typeof t.app.log);
    for (let i = 0; i < 3; i += 1) {
      log.record({
        userId: user.id,
        method: 'GET',
        path: `/api/lost/${i}`,
        status: 200,
        durationMs: 1,
        ip: null,
        apiKeyId: null,
        at: Date.now(),
      });
    }
    await log.close();
    expect(warnings).toEqual([expect.objectContaining({ lost: 3 })]);
  });

  it('goes with the account, including the deleting request itself', async () => {
    const user = await createUser(t);
    const authorization = `Bearer ${await tokenFor(t, user)}`;
    await t.app.inject({ url: '/api/auth/me', headers: { authorization } });
    expect(await waitForRows(t, user.id, 1)).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { authorization },
      payload: { password: user.password, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await logRows(t, user.id)).toEqual([]);
  });

  it('sweeps rows another process wrote after the account was deleted', async () => {
    const user = await createUser(t);
    const kept = await createUser(t);
    const row = { method: 'GET', path: '/api/auth/me', status: 200, durationMs: 3 };
    await insertLogLines(t.runtime.db, [
      { ...row, userId: user.id },
      { ...row, userId: kept.id },
    ]);
    await t.runtime.db.delete(users).where(eq(users.id, user.id));
    await sweepExpired(t.runtime.db, 90);
    expect(await logRows(t, user.id)).toEqual([]);
    expect(await logRows(t, kept.id)).toHaveLength(1);
  });

  it('keeps rows for the retention period only', async () => {
    const user = await createUser(t);
    const row = {
      userId: user.id,
      method: 'GET',
      path: '/api/auth/me',
      status: 200,
      durationMs: 3,
    };
    await insertLogLines(t.runtime.db, [
      { ...row, createdAt: new Date(Date.now() - 91 * 86_400_000) },
      { ...row, createdAt: new Date(Date.now() - 89 * 86_400_000) },
    ]);
    await sweepExpired(t.runtime.db, 90);
    expect(await logRows(t, user.id)).toHaveLength(1);
    await sweepExpired(t.runtime.db, 30);
    expect(await logRows(t, user.id)).toHaveLength(0);
  });
});

describe('the API request log, turned off', () => {
  it('records nothing with API_LOG_ENABLED=false', async () => {
    const t = await createTestApp({ env: { API_LOG_ENABLED: 'false' } });
    try {
      const user = await createUser(t);
      const authorization = `Bearer ${await tokenFor(t, user)}`;
      await t.app.inject({ url: '/api/auth/me', headers: { authorization } });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await logRows(t, user.id)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
