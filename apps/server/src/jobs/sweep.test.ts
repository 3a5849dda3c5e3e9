import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { authTokens, sessions, throttleEvents } from '../db/schema';
import { sweepExpired } from './sweep';

describe('the sweep job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes what has expired and keeps what still counts', async () => {
    const user = await createUser(t);
    const long = new Date(Date.now() - 40 * 86_400_000);
    await t.runtime.db
      .insert(throttleEvents)
      .values([
        { key: 'login:account:old', occurredAt: new Date(Date.now() - 2 * 86_400_000) },
        { key: 'login:account:fresh' },
      ]);
    await t.runtime.db.insert(authTokens).values([
      { userId: user.id, purpose: 'reset_password', tokenHash: 'old', expiresAt: long },
      {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: 'live',
        expiresAt: new Date(Date.now() + 3600_000),
      },
    ]);
    await t.runtime.db.insert(sessions).values([
      { userId: user.id, expiresAt: long },
      { userId: user.id, expiresAt: new Date(Date.now() + 3600_000) },
    ]);

    await sweepExpired(t.runtime.db);

    expect((await t.runtime.db.select().from(throttleEvents)).map((e) => e.key)).toEqual([
      'login:account:fresh',
    ]);
    expect((await t.runtime.db.select().from(authTokens)).map((e) => e.tokenHash)).toEqual([
      'live',
    ]);
    expect(await t.runtime.db.select().from(sessions)).toHaveLength(1);
  });
});
