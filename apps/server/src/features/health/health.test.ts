import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { checkHealth } from './check-health';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers ok when the database is reachable, migrations ran and the queue runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', queue: 'ok' },
    });
  });

  it('answers 503 naming the migrations when one is missing', async () => {
    await t.runtime.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      checks: { migrations: 'failing' },
    });
  });

  it('reports the database failing when it cannot be reached', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const health = await checkHealth({ pool: unreachable, queue: t.runtime.queue });
    await unreachable.end();
    expect(health).toMatchObject({
      status: 'degraded',
      checks: { database: 'failing', migrations: 'failing', queue: 'ok' },
    });
  });

  it('answers 503 naming the queue when the job queue has stopped', async () => {
    await t.runtime.queue.stop();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ checks: { queue: 'failing', database: 'ok' } });
  });

  it('is described in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toContain('/api/health');
  });
});
