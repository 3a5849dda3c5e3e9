import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpCatcher } from '../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { mailMessages } from '../db/schema';
import { queueMail } from './mail';

const MESSAGE = {
  to: 'ada@example.com',
  subject: 'Verify your email',
  text: 'Open http://localhost:8080/verify-email?token=abc123 to verify.',
};

async function waitForStatus(t: TestApp, id: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.runtime.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`mail ${id} is ${row?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the mail queue', () => {
  let t: TestApp | undefined;
  let smtp: SmtpCatcher | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.stop();
    t = undefined;
    smtp = undefined;
  });

  it('writes each message to DATA_DIR/outbox as .eml when SMTP_URL is not set', async () => {
    t = await createTestApp();
    const id = await queueMail({ db: t.runtime.db, boss: t.runtime.queue.boss }, MESSAGE);
    const row = await waitForStatus(t, id, 'sent');
    expect(row.deliveredTo).toMatch(/^outbox:/);

    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    // Live links: only this account may read them (issue 48).
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(outbox, files[0] ?? ''))).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(await readFile(path.join(outbox, files[0] ?? '')));
    expect(parsed.subject).toBe(MESSAGE.subject);
    expect(parsed.text).toContain('verify-email?token=abc123');
  });

  it('delivers over real SMTP when SMTP_URL is set', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Atelier <hello@atelier.test>' },
    });
    const id = await queueMail({ db: t.runtime.db, boss: t.runtime.queue.boss }, MESSAGE);
    const row = await waitForStatus(t, id, 'sent');

    expect(row.deliveredTo).toMatch(/^smtp:/);
    expect(row.attempts).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ada@example.com']);
    expect(smtp.received[0]?.from).toBe('hello@atelier.test');
    const parsed = await simpleParser(smtp.received[0]?.raw ?? '');
    expect(parsed.subject).toBe(MESSAGE.subject);
  });

  it('retries a delivery the SMTP server refused and records the attempts', async () => {
    smtp = await startSmtpServer({ failFirst: 1 });
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const id = await queueMail({ db: t.runtime.db, boss: t.runtime.queue.boss }, MESSAGE, {
      retryLimit: 3,
      retryDelay: 1,
    });
    const row = await waitForStatus(t, id, 'sent');
    expect(row.attempts).toBe(2);
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a message failed once its retries are spent', async () => {
    smtp = await startSmtpServer({ failFirst: 10 });
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const id = await queueMail({ db: t.runtime.db, boss: t.runtime.queue.boss }, MESSAGE, {
      retryLimit: 1,
      retryDelay: 1,
    });
    const row = await waitForStatus(t, id, 'failed');
    expect(row.attempts).toBe(2);
    expect(row.lastError).toMatch(/Try again later/);
    expect(smtp.received).toHaveLength(0);
  });
});
