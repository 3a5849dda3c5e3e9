import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mediaInputs } from '../../db/schema';
import { readMediaInput } from './read-media-input';
import { storeMediaInput } from './store-media-input';

describe('storing a user input as their media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the file under the owner, and deletes it with the account', async () => {
    const user = await createUser(t);
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#f00' } })
      .png()
      .toBuffer();
    const accepted = await readMediaInput({ from: 'bytes', body: png }, 'image', {
      maxBytes: { image: 1024 * 1024, video: 1, audio: 1 },
      fetchAllow: [],
    });
    const row = await storeMediaInput(t.runtime, user.id, accepted);
    expect(row).toMatchObject({
      userId: user.id,
      kind: 'image',
      contentType: 'image/png',
      width: 8,
    });
    expect(row.key).toBe(`inputs/${user.id}/${row.id}.png`);
    expect(await t.runtime.storage.get(row.key)).toEqual(accepted.body);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { authorization: `Bearer ${await tokenFor(t, user)}` },
      payload: { password: user.password, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.runtime.storage.get(row.key)).toBeNull();
    expect(await t.runtime.db.select().from(mediaInputs).where(eq(mediaInputs.id, row.id))).toEqual(
      [],
    );
  });
});
