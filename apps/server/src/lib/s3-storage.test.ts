import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/helpers/factories';
import { startS3Double, type S3Double } from '../../test/helpers/s3-double';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createS3Storage, type S3Settings } from './s3-storage';

const KEYS = { accessKeyId: 'AKIATESTATELIER', secretAccessKey: 'test-secret-key-for-the-double' };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('S3 storage', () => {
  let double: S3Double;
  let settings: S3Settings;
  beforeAll(async () => {
    double = await startS3Double({ ...KEYS, bucket: 'atelier' });
    settings = {
      ...KEYS,
      endpoint: double.url,
      bucket: 'atelier',
      region: 'us-east-1',
      forcePathStyle: true,
    };
  });
  afterAll(() => double.close());

  it('puts, gets and removes an object, signing each request', async () => {
    const storage = createS3Storage(settings);
    expect(storage.kind).toBe('s3');
    const key = 'generations/user-1/picture.png';

    await storage.put(key, PNG, 'image/png');
    expect(double.objects.get(key)).toEqual({ body: PNG, contentType: 'image/png' });
    expect((await storage.get(key))?.equals(PNG)).toBe(true);

    await storage.remove(key);
    expect(double.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(double.requests.at(-1)?.headers.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${KEYS.accessKeyId}/`),
    );
  });

  it('answers null for a key that is not there, and removing it is not an error', async () => {
    const storage = createS3Storage(settings);
    expect(await storage.get('avatars/nobody/none.png')).toBeNull();
    await expect(storage.remove('avatars/nobody/none.png')).resolves.toBeUndefined();
  });

  it('fails, rather than answering null, when the credentials or the bucket are wrong', async () => {
    const wrongKey = createS3Storage({ ...settings, accessKeyId: 'AKIAWRONG' });
    await expect(wrongKey.put('a.png', PNG, 'image/png')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    const wrongSecret = createS3Storage({ ...settings, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.get('a.png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    const wrongBucket = createS3Storage({ ...settings, bucket: 'elsewhere' });
    await expect(wrongBucket.get('a.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(double.objects.has('a.png')).toBe(false);
  });

  it('refuses an unsafe key before sending anything', async () => {
    const storage = createS3Storage(settings);
    const before = double.requests.length;
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow(/unsafe/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/unsafe/);
    await expect(storage.remove('avatars/../../x')).rejects.toThrow(/unsafe/);
    expect(double.requests.length).toBe(before);
  });
});

describe('the app with S3_BUCKET set', () => {
  let double: S3Double;
  let t: TestApp;
  beforeAll(async () => {
    double = await startS3Double({ ...KEYS, bucket: 'atelier' });
    t = await createTestApp({
      env: {
        S3_ENDPOINT: double.url,
        S3_BUCKET: 'atelier',
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  it('keeps a profile picture in the bucket and serves it through its signed URL', async () => {
    expect(t.runtime.storage.kind).toBe('s3');
    const user = await createUser(t);
    const boundary = '----atelier-s3-test';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile-picture',
      headers: {
        ...bearer(await tokenFor(t, user)),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json<{ profile_picture: string }>().profile_picture;

    const key = decodeURIComponent(new URL(url, 'http://app').pathname).replace(
      /^\/api\/media\//,
      '',
    );
    expect(key).toMatch(new RegExp(`^avatars/${user.id}/`));
    // Re-encoded on the way in (metadata stripped), so the stored bytes are the served bytes.
    const stored = double.objects.get(key)?.body;
    expect(stored?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(double.objects.get(key)?.contentType).toBe('image/png');

    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(stored && image.rawPayload.equals(stored)).toBe(true);
  });
});
