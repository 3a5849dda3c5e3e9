import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** Every line the app logs, as text. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

async function resetTokenFromOutbox(dataDir: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt++) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      const match = /reset-password\?token(?:=3D|=)([A-Za-z0-9_-]+)/.exec(text);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reset email in the outbox');
}

describe('secrets in the log', () => {
  const log = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP_URL: mail goes to the outbox and is announced in the log, as on a local install.
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logDestination: log.stream });
  });
  afterAll(() => t.close());

  it('a whole password reset leaves no reset token in the log', async () => {
    const user = await createUser(t);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = await resetTokenFromOutbox(t.config.dataDir);

    // The page the emailed link opens, the spec's GET check, the web app's POST check, the reset.
    await t.app.inject({ url: `/reset-password?token=${token}` });
    const spec = await t.app.inject({ url: `/api/auth/validate-reset-token?token=${token}` });
    expect(spec.statusCode).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-reset-token',
      payload: { token },
    });
    expect(posted.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'Another-fine-secret-9' },
    });
    expect(reset.statusCode).toBe(200);

    const text = log.text();
    expect(text).toContain('validate-reset-token?token=[redacted]');
    expect(text).toContain('reset-password?token=[redacted]');
    expect(text).not.toContain(token);
  });
});
