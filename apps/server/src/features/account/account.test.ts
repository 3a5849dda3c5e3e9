import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { sessions, users } from '../../db/schema';
import { anyCode } from '../../../test/helpers/error-code';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(filename: string, contentType: string, body: Buffer) {
  const boundary = '----atelier-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the signed-in account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await createUser(t);
    return { user, headers: bearer(await tokenFor(t, user)) };
  }

  it('GET /me answers the user without secrets', async () => {
    const { user, headers } = await signedIn();
    const response = await t.app.inject({ url: '/api/auth/me', headers });
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      subscription_plan: 'starter',
      credits: 0,
      image_credits: 0,
      email_verified: true,
      two_factor_enabled: false,
      phone_number: null,
      profile_picture: null,
      has_password: true,
      preferences: { theme: 'auto', language: 'en' },
    });
    expect(response.body).not.toMatch(/argon2|password_hash|totp/i);
  });

  it('updates the profile, and /me shows it straight away', async () => {
    const { headers } = await signedIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { full_name: '  Katherine Johnson ', phone_number: '+1 (555) 010-2030' },
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers });
    expect(me.json()).toMatchObject({
      full_name: 'Katherine Johnson',
      phone_number: '+1 (555) 010-2030',
    });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { full_name: 'K', phone_number: 'call me' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: string }>().detail).toContain('phone_number');
  });

  it('stores a profile picture and serves it through a signed URL only', async () => {
    const { headers } = await signedIn();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile-picture',
      headers: { ...headers, ...multipart('me.png', 'image/png', PNG).headers },
      payload: multipart('me.png', 'image/png', PNG).payload,
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json<{ profile_picture: string }>().profile_picture;
    expect(url).toMatch(/^\/api\/media\/avatars\/.+\.png\?exp=\d+&sig=/);
    // The upload routes live in a context of their own; /me still hears of the change at once.
    const me = await t.app.inject({ url: '/api/auth/me', headers });
    expect(me.json<{ profile_picture: string }>().profile_picture).toBe(url);

    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });

    const tampered = await t.app.inject({ url: url.replace(/sig=[^&]+/, 'sig=forged') });
    expect(tampered.statusCode).toBe(403);
    const unsigned = await t.app.inject({ url: url.split('?')[0] ?? '' });
    expect(unsigned.statusCode).toBe(422);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/profile-picture',
      headers,
    });
    expect(removed.json<{ profile_picture: null }>().profile_picture).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const after = await t.app.inject({ url: '/api/auth/me', headers });
    expect(after.json<{ profile_picture: null }>().profile_picture).toBeNull();
  });

  it('takes multipart only where a file is expected: elsewhere it is a 415 that says to send JSON', async () => {
    const { headers } = await signedIn();
    const form = multipart('me.png', 'image/png', PNG);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      detail: 'This content type is not accepted here; send JSON.',
    });
  });

  it('refuses a file that is not an image, whatever it claims, and one over 2 MB', async () => {
    const { headers } = await signedIn();
    const fake = multipart('me.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile-picture',
      headers: { ...headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json()).toEqual({
      detail: AUTH_MESSAGES.pictureInvalid,
      code: anyCode,
    });

    const big = multipart(
      'big.png',
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile-picture',
      headers: { ...headers, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      detail: AUTH_MESSAGES.pictureTooLarge,
      code: anyCode,
    });
  });

  const uploadPicture = async (headers: Record<string, string>, name: string, body: Buffer) => {
    const form = multipart(name, 'image/gif', body);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/profile-picture',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const servedPicture = async (answer: { json: () => unknown }) =>
    (await t.app.inject({ url: (answer.json() as { profile_picture: string }).profile_picture }))
      .rawPayload;

  it('never stores a picture byte for byte: a GIF header before a script is refused, an image with a script after it is encoded again', async () => {
    const { headers } = await signedIn();
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const fake = await uploadPicture(
      headers,
      'me.gif',
      Buffer.concat([Buffer.from('GIF89a'), script]),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toEqual({
      code: anyCode,
      detail: 'The image could not be read; the file may be damaged.',
    });

    const gif = await sharp({
      create: { width: 3, height: 2, channels: 3, background: '#336699' },
    })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, script]);
    const upload = await uploadPicture(headers, 'me.gif', polyglot);
    expect(upload.statusCode, upload.body).toBe(200);
    const served = await servedPicture(upload);
    expect(served.equals(polyglot)).toBe(false);
    expect(served.includes('<script>')).toBe(false);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
  });

  it('drops EXIF and GPS data from a picture', async () => {
    const { headers } = await signedIn();
    const photo = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#00aa00' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'Jane at home' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const upload = await uploadPicture(headers, 'me.jpg', photo);
    expect(upload.statusCode, upload.body).toBe(200);
    const served = await servedPicture(upload);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 4, height: 4 });
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('SpyCam')).toBe(false);
    expect(served.includes('Jane at home')).toBe(false);
  });

  it('saves notification and appearance preferences on the server', async () => {
    const { headers } = await signedIn();
    const preferences = {
      email_notifications: false,
      push_notifications: true,
      marketing_emails: true,
      analytics_tracking: false,
      theme: 'dark',
      language: 'fr',
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers,
      payload: preferences,
    });
    expect(response.json()).toEqual(preferences);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json()).toMatchObject({
      preferences,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers,
      payload: { ...preferences, theme: 'neon' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: string }>().detail).toContain('theme');
  });

  it('computes the security score from the account as it is', async () => {
    const { user, headers } = await signedIn();
    const first = await t.app.inject({ url: '/api/auth/security', headers });
    expect(first.json()).toMatchObject({
      score: 60,
      email_verified: true,
      two_factor_enabled: false,
    });

    await t.runtime.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(users.id, user.id));
    t.runtime.principals.forgetUser(user.id);
    const stale = await t.app.inject({ url: '/api/auth/security', headers });
    expect(stale.json()).toMatchObject({ score: 30 });
    const check = stale
      .json<{ checks: { id: string; ok: boolean }[] }>()
      .checks.find((c) => c.id === 'recent_password');
    expect(check?.ok).toBe(false);
  });

  it('changes the password with the current one, signing out the other devices only', async () => {
    const user = await createUser(t);
    const here = await tokenFor(t, user);
    const elsewhere = await tokenFor(t, user);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(here),
      payload: { current_password: 'nope', new_password: 'Another-secret-42' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: AUTH_MESSAGES.passwordIncorrect,
      code: anyCode,
    });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(here),
      payload: { current_password: user.password, new_password: 'Another-secret-42' },
    });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(here) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(elsewhere) })).statusCode,
    ).toBe(401);
    expect((await logIn(t, { email: user.email, password: 'Another-secret-42' })).statusCode).toBe(
      200,
    );
  });

  it('deletes the account only with the password and DELETE, and its sessions go with it', async () => {
    const { user, headers } = await signedIn();
    const noConfirm = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { password: user.password, confirmation: 'delete' },
    });
    expect(noConfirm.statusCode).toBe(422);
    const wrongPassword = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { password: 'nope', confirmation: 'DELETE' },
    });
    expect(wrongPassword.statusCode).toBe(400);

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { password: user.password, confirmation: 'DELETE' },
    });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.accountDeleted });
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect(await t.runtime.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(
      await t.runtime.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
    expect((await logIn(t, user)).statusCode).toBe(401);
  });
});
