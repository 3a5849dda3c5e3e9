import { AUTH_MESSAGES } from '@atelier/contract';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createUser,
  currentTotp,
  logIn,
  tokenFor,
  type TestUser,
} from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { anyCode } from '../../../test/helpers/error-code';

describe('two-factor authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function withTwoFactor(): Promise<{
    user: TestUser;
    headers: ReturnType<typeof bearer>;
    recoveryCodes: string[];
  }> {
    const user = await createUser(t);
    const headers = bearer(await tokenFor(t, user));
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers });
    const { secret } = setup.json<{ secret: string }>();
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers,
      payload: { code: await generate({ secret }) },
    });
    return {
      user,
      headers,
      recoveryCodes: enable.json<{ recovery_codes: string[] }>().recovery_codes,
    };
  }

  it('sets up with a secret and a QR code, and turns on only with a valid code', async () => {
    const user = await createUser(t);
    const headers = bearer(await tokenFor(t, user));
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers });
    const body = setup.json<{ secret: string; otpauth_url: string; qr_code: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: AUTH_MESSAGES.invalidTwoFactorCode,
      code: anyCode,
    });
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json()).toMatchObject({
      two_factor_enabled: false,
    });

    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers,
      payload: { code: await generate({ secret: body.secret }) },
    });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json()).toMatchObject({
      two_factor_enabled: true,
    });
    expect((await t.app.inject({ url: '/api/auth/security', headers })).json()).toMatchObject({
      score: 100,
      recovery_codes_left: 10,
    });
  });

  it('asks for a code at sign-in in a way the client can recognise, and accepts the right one', async () => {
    // The clock stands still, so no 30-second step boundary falls inside the test by chance.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { user } = await withTwoFactor();
    const noCode = await logIn(t, user);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      code: anyCode,
      detail: AUTH_MESSAGES.twoFactorRequired,
      two_factor_required: true,
    });

    const wrong = await logIn(t, user, { totp_code: '123456' });
    expect(wrong.json()).toEqual({
      code: anyCode,
      detail: AUTH_MESSAGES.invalidTwoFactorCode,
      two_factor_required: true,
    });

    // The code that turned two-factor on is spent: the next 30-second step brings a fresh one.
    const spent = await currentTotp(t, user.id);
    expect((await logIn(t, user, { totp_code: spent })).statusCode).toBe(401);
    vi.setSystemTime(start + 30_000);
    const code = await currentTotp(t, user.id);
    const response = await logIn(t, user, { totp_code: code });
    expect(response.statusCode).toBe(200);
    const replay = await logIn(t, user, { totp_code: code });
    expect(replay.statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    const [code] = recoveryCodes;
    expect((await logIn(t, user, { totp_code: code })).statusCode).toBe(200);
    expect((await logIn(t, user, { totp_code: code })).statusCode).toBe(401);
    expect((await logIn(t, user, { totp_code: recoveryCodes[1]?.toUpperCase() })).statusCode).toBe(
      200,
    );
  });

  it('turns off only with the password and a code', async () => {
    const { user, headers, recoveryCodes } = await withTwoFactor();
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers,
      payload: { password: 'nope', code: recoveryCodes[0] },
    });
    expect(wrongPassword.json()).toEqual({
      detail: AUTH_MESSAGES.passwordIncorrect,
      code: anyCode,
    });
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers,
      payload: { password: user.password, code: '999999' },
    });
    expect(wrongCode.json()).toEqual({
      detail: AUTH_MESSAGES.invalidTwoFactorCode,
      code: anyCode,
    });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers,
      payload: { password: user.password, code: recoveryCodes[0] },
    });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.twoFactorDisabled });
    expect((await logIn(t, user)).statusCode).toBe(200);
  });
});
