import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createNotificationListener } from './notification-listener';

describe('notification listener', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: t.runtime.database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  it('hears its channels, says when it is down, and comes back by itself', async () => {
    const heard: string[] = [];
    const states: string[] = [];
    const listener = createNotificationListener({
      url: t.runtime.database.url,
      applicationName: 'atelier-listener-test',
      channels: ['test_channel_a', 'test_channel_b'],
      logger: pino({ level: 'silent' }),
      lostMessage: 'test listener lost',
      onNotification: (channel, payload) => heard.push(`${channel}:${payload}`),
      onUp: () => states.push('up'),
      onDown: () => states.push('down'),
    });
    await listener.start();
    try {
      expect(listener.isListening()).toBe(true);
      await admin.query(`SELECT pg_notify('test_channel_a', 'one'), pg_notify('other', 'x')`);
      await admin.query(`SELECT pg_notify('test_channel_b', 'two')`);
      await expect.poll(() => heard).toEqual(['test_channel_a:one', 'test_channel_b:two']);

      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'atelier-listener-test'`,
      );
      await expect.poll(() => states).toEqual(['up', 'down']);
      expect(listener.isListening()).toBe(false);

      await expect.poll(() => states, { timeout: 5000 }).toEqual(['up', 'down', 'up']);
      await admin.query(`SELECT pg_notify('test_channel_a', 'three')`);
      await expect.poll(() => heard.at(-1)).toBe('test_channel_a:three');
    } finally {
      await listener.stop();
    }
    expect(listener.isListening()).toBe(false);
  });
});
