import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';

/**
 * users_changed tells every API process that a cached user changed (migration 0002). Since 0035 it
 * fires only for updates that set one of the columns it lists, so that the ledger's balance
 * updates never start it: a column added to users and left out of that list would change
 * without any process hearing of it.
 */
describe('the users_changed trigger', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('lists every column of users but the balance, updated_at and generated ones', async () => {
    const { rows: listed } = await client.query<{ name: string }>(
      `SELECT a.attname AS name FROM pg_trigger t
       JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr)
       WHERE t.tgname = 'users_changed' ORDER BY 1`,
    );
    const { rows: columns } = await client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'users' AND is_generated = 'NEVER'
         AND column_name NOT IN ('credits_micros', 'updated_at') ORDER BY 1`,
    );
    expect(columns.length).toBeGreaterThan(20);
    expect(listed.map((r) => r.name)).toEqual(columns.map((r) => r.name));
  });

  it('announces a changed name and not a changed balance', async () => {
    const {
      rows: [user],
    } = await client.query<{ id: string }>(
      `INSERT INTO users (email, full_name, terms_agreed) VALUES ('trigger@example.com', 'Ada', true)
       RETURNING id`,
    );
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('LISTEN atelier_user_changed');
    try {
      await client.query('UPDATE users SET credits_micros = credits_micros + 5 WHERE id = $1', [
        user.id,
      ]);
      await client.query(`UPDATE users SET full_name = 'Ada' WHERE id = $1`, [user.id]);
      await client.query(`UPDATE users SET full_name = 'Ada L.' WHERE id = $1`, [user.id]);
      // A notification is delivered at its commit; a query on the listener reads what is pending.
      await listener.query('SELECT 1');
      expect(heard).toEqual([user.id]);
    } finally {
      await listener.end();
    }
  });
});
