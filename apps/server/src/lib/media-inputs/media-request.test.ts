import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../error-handler';
import { mediaSources, readMediaRequest } from './media-request';
import { readMediaInput } from './read-media-input';
import { multipartForm as form } from '../../../test/helpers/multipart';
import { anyCode } from '../../../test/helpers/error-code';

const KB = 1024;
const maxBytes = { image: 256 * KB, video: 512 * KB, audio: 256 * KB };

/** A tool-shaped route: an image field and up to three references, read either way. */
async function buildApp(): Promise<FastifyInstance> {
  const app = Fastify();
  // As the product registers it (app.ts): the route's own limits must win over these.
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 } });
  registerErrorHandler(app);
  app.post('/tool', { bodyLimit: 4 * 1024 * 1024 }, async (request) => {
    const media = await readMediaRequest(
      request,
      { image: 'image', reference_images: 'image' },
      maxBytes,
    );
    const images = await Promise.all(
      [...mediaSources(media, 'image'), ...mediaSources(media, 'reference_images')].map((source) =>
        readMediaInput(source, 'image', { maxBytes, fetchAllow: [] }),
      ),
    );
    return { fields: media.fields, widths: images.map((image) => image.width) };
  });
  return app;
}

describe('a tool request with media, as JSON or multipart', () => {
  let app: FastifyInstance;
  let png: Buffer;
  beforeAll(async () => {
    app = await buildApp();
    png = await sharp({ create: { width: 12, height: 10, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  });
  afterAll(() => app.close());

  it('reads uploaded parts and text fields, parsing a JSON field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tool',
      ...form([
        { name: 'prompt', value: 'a green field' },
        { name: 'parameters', value: '{"strength":0.4}' },
        { name: 'image', value: png, filename: 'photo.jpg' },
        { name: 'reference_images', value: png, filename: 'a.png' },
        { name: 'reference_images', value: png, filename: 'b.png' },
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { prompt: 'a green field', parameters: { strength: 0.4 } },
      widths: [12, 12, 12],
    });
  });

  it('reads data URLs from JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tool',
      payload: { prompt: 'x', image: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ widths: number[] }>().widths).toEqual([12]);
  });

  it('refuses an upload over its field limit with 413 naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tool',
      ...form([{ name: 'image', value: Buffer.alloc(300 * KB, 7), filename: 'big.png' }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'The image is larger than the 256 KB limit.',
      code: anyCode,
    });
  });

  it('refuses a file in a field that takes none', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tool',
      ...form([{ name: 'prompt', value: png, filename: 'sneaky.png' }]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'prompt: this field takes no file.',
      code: anyCode,
    });
  });

  it('answers 400 to a body that only claims to be multipart', async () => {
    const complete = form([{ name: 'image', value: png, filename: 'photo.png' }]);
    const bodies = [
      // No part at all under the boundary it names.
      { headers: { 'content-type': 'multipart/form-data; boundary=none' }, payload: 'hello' },
      // A real form cut off in the middle of its file.
      { headers: complete.headers, payload: complete.payload.subarray(0, 150) },
    ];
    for (const body of bodies) {
      const response = await app.inject({ method: 'POST', url: '/tool', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(
        /^The upload could not be read \(.+\)\. Please send it again\.$/,
      );
    }
  });
});
