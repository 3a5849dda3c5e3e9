import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { UNSTORABLE_TEXT } from './json-body';
import { anyCode } from '../../test/helpers/error-code';

describe('JSON bodies with text PostgreSQL cannot store', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = {
      ...bearer(await tokenFor(t, await createUser(t))),
      'content-type': 'application/json',
    };
  });
  afterAll(() => t.close());

  /** The profile goes to text columns: the raw JSON is sent as written here. */
  const saveProfile = (rawJson: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: rawJson });
  const saveName = (rawName: string) =>
    saveProfile(`{"full_name": "${rawName}", "phone_number": ""}`);

  it('refuses a NUL or a lone surrogate, in a value or a key, with 422', async () => {
    for (const raw of ['Ada\\u0000Lovelace', 'Ada \\ud800', 'Ada \\udfff!', 'Ada \\ude00\\ud83d']) {
      const response = await saveName(raw);
      expect(response.statusCode, raw).toBe(422);
      expect(response.json()).toEqual({ detail: UNSTORABLE_TEXT, code: anyCode });
    }
    const key = await saveProfile('{"full_name": "Ada", "phone_number": "", "x\\u0000": 1}');
    expect(key.statusCode).toBe(422);
  });

  it('takes escaped emoji and the six characters \\u0000 typed as text', async () => {
    for (const [raw, stored] of [
      ['Ada \\ud83d\\ude00', 'Ada 😀'],
      ['Ada \\\\u0000', 'Ada \\u0000'],
    ]) {
      const response = await saveName(raw);
      expect(response.statusCode, raw).toBe(200);
      expect(response.json<{ full_name: string }>().full_name).toBe(stored);
    }
  });

  it('still answers 400 to broken JSON', async () => {
    expect((await saveName('"')).statusCode).toBe(400);
  });

  it('drops prototype keys like any unknown property: they reach no object', async () => {
    const poisoned = await saveProfile(
      '{"full_name": "Ada", "phone_number": "", "__proto__": {"full_name": "Eve"},' +
        ' "constructor": {"prototype": {"full_name": "Eve"}}}',
    );
    expect(poisoned.statusCode).toBe(200);
    expect(poisoned.json<{ full_name: string }>().full_name).toBe('Ada');
    expect(({} as Record<string, unknown>).full_name).toBeUndefined();
    const inherited = await saveProfile('{"phone_number": "", "__proto__": {"full_name": "Eve"}}');
    expect(inherited.statusCode).toBe(422);
  });
});
