import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/helpers/admins';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { anyCode } from '../../../test/helpers/error-code';

/** Malformed JSON: a route that read the body before checking the caller would answer 400. */
const BROKEN_JSON = { 'content-type': 'application/json' };
const BROKEN_BODY = '{"name": ';

describe('the sign-in check comes before the body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to a caller without a token, whatever the body', async () => {
    for (const payload of [BROKEN_BODY, JSON.stringify({ name: '' })]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/workflows',
        headers: BROKEN_JSON,
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: AUTH_MESSAGES.notAuthenticated,
        code: anyCode,
      });
    }
  });

  it('still validates the body of a signed-in user', async () => {
    const user = await createUser(t);
    const headers = { ...BROKEN_JSON, ...bearer(await tokenFor(t, user)) };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers,
      payload: BROKEN_BODY,
    });
    expect(broken.statusCode).toBe(400);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers,
      payload: { name: 42 },
    });
    expect(invalid.statusCode).toBe(422);
  });

  it("answers an admin's missing permission (403) and missing token (401) before the body", async () => {
    const user = await createUser(t);
    const viewer = await signedInAdmin(t, 'others');
    const url = `/api/admin/users/${user.id}/credits`;
    const forbidden = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...BROKEN_JSON, ...bearer(viewer.token) },
      payload: BROKEN_BODY,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      detail: ADMIN_MESSAGES.forbidden,
      code: anyCode,
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      headers: BROKEN_JSON,
      payload: BROKEN_BODY,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      detail: ADMIN_MESSAGES.notAuthenticated,
      code: anyCode,
    });
  });
});

describe('a token is accepted only as it was signed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  /** The same signature bytes, written otherwise: padding, junk, or other unused low bits. */
  function variants(token: string): string[] {
    const signature = token.split('.')[2] ?? '';
    // 32 bytes of HMAC in 43 characters: the last one carries 4 bits and 2 unused ones.
    expect(signature).toHaveLength(43);
    const last = BASE64URL.indexOf(token.slice(-1));
    return [
      `${token}=`,
      `${token}!`,
      `${token.slice(0, -1)}${BASE64URL[last ^ 0b01]}`,
      `${token.slice(0, -1)}${BASE64URL[last ^ 0b11]}`,
    ];
  }

  it("refuses a user's token with its signature re-encoded, on /api/auth/me", async () => {
    const token = await tokenFor(t, await createUser(t));
    const me = (value: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(value) });
    expect((await me(token)).statusCode).toBe(200);
    for (const variant of variants(token)) {
      const response = await me(variant);
      expect(response.statusCode, variant.slice(-3)).toBe(401);
      expect(response.json()).toEqual({
        detail: AUTH_MESSAGES.sessionExpired,
        code: anyCode,
      });
    }
  });

  it("refuses an admin's token with its signature re-encoded, on /api/admin/me", async () => {
    const { token } = await signedInAdmin(t, 'others');
    const me = (value: string) => t.app.inject({ url: '/api/admin/me', headers: bearer(value) });
    expect((await me(token)).statusCode).toBe(200);
    for (const variant of variants(token)) {
      expect((await me(variant)).statusCode, variant.slice(-3)).toBe(401);
    }
  });
});
