import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/helpers/admins';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

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
      expect(response.json()).toEqual({ detail: AUTH_MESSAGES.notAuthenticated });
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
    expect(forbidden.json()).toEqual({ detail: ADMIN_MESSAGES.forbidden });
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      headers: BROKEN_JSON,
      payload: BROKEN_BODY,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: ADMIN_MESSAGES.notAuthenticated });
  });
});
