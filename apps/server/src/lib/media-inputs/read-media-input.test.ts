import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg, withTempDir } from '../ffmpeg';
import { readMediaInput, type MediaLimits } from './read-media-input';

const MB = 1024 * 1024;
const limits: MediaLimits = {
  maxBytes: { image: 2 * MB, video: 5 * MB, audio: 2 * MB },
  fetchAllow: [],
};

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return {
      status: (error as { statusCode: number }).statusCode,
      detail: (error as Error).message,
    };
  }
  throw new Error('the input was accepted');
}

async function ffmpegFile(args: string[], name: string): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const { readFile } = await import('node:fs/promises');
    await runFfmpeg([...args, `${dir}/${name}`]);
    return readFile(`${dir}/${name}`);
  });
}

describe("a user's own media", () => {
  let photo: Buffer;
  let video: Buffer;
  let sound: Buffer;
  beforeAll(async () => {
    // A JPEG carrying EXIF with GPS, as phones write them.
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    video = await ffmpegFile(
      ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1', '-pix_fmt', 'yuv420p'],
      'clip.mp4',
    );
    sound = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'], 'tone.wav');
  });

  it('re-encodes an image, dropping its EXIF and GPS data', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const accepted = await readMediaInput({ from: 'bytes', body: photo }, 'image', limits);
    expect(accepted).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 64,
      height: 48,
    });
    expect((await sharp(accepted.body).metadata()).exif).toBeUndefined();
    expect(accepted.body.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('reads a data URL by its bytes, not by the type it declares', async () => {
    const dataUrl = `data:text/plain;base64,${photo.toString('base64')}`;
    const accepted = await readMediaInput({ from: 'data-url', value: dataUrl }, 'image', limits);
    expect(accepted.contentType).toBe('image/jpeg');
    const lying = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    expect(
      await failure(readMediaInput({ from: 'data-url', value: lying }, 'image', limits)),
    ).toEqual({
      status: 415,
      detail: 'Expected an image (PNG, JPEG, WebP, GIF, AVIF or TIFF).',
    });
    expect(
      (await failure(readMediaInput({ from: 'data-url', value: 'data:nonsense' }, 'image', limits)))
        .status,
    ).toBe(422);
  });

  it('refuses a renamed file: a video where an image is expected, and the other way round', async () => {
    expect(
      (await failure(readMediaInput({ from: 'bytes', body: video }, 'image', limits))).status,
    ).toBe(415);
    expect(await failure(readMediaInput({ from: 'bytes', body: photo }, 'video', limits))).toEqual({
      status: 415,
      detail: 'Expected a video (MP4, WebM, MOV or another common format).',
    });
    expect(
      (await failure(readMediaInput({ from: 'bytes', body: sound }, 'video', limits))).status,
    ).toBe(415);
  });

  it('keeps only the picture of a polyglot (an image with an archive appended)', async () => {
    const zip = Buffer.concat([
      Buffer.from('504b0304', 'hex'),
      Buffer.from('payload.exe hidden here'),
    ]);
    const accepted = await readMediaInput(
      { from: 'bytes', body: Buffer.concat([photo, zip]) },
      'image',
      limits,
    );
    expect(accepted.body.includes(Buffer.from('payload.exe'))).toBe(false);
    expect(accepted.body.includes(Buffer.from('504b0304', 'hex'))).toBe(false);
  });

  it('answers 422, not 500, for a damaged image or video', async () => {
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    expect(await failure(readMediaInput({ from: 'bytes', body: cut }, 'image', limits))).toEqual({
      status: 422,
      detail: 'The image could not be read; the file may be damaged.',
    });
    const brokenVideo = Buffer.concat([video.subarray(0, 64), Buffer.alloc(2048)]);
    expect(
      (await failure(readMediaInput({ from: 'bytes', body: brokenVideo }, 'video', limits))).status,
    ).toBe(422);
  });

  it('answers 422, not 500, for a data URL whose escapes do not decode', async () => {
    for (const value of ['data:,%', 'data:image/png,%zz', 'data:,%ff']) {
      expect(await failure(readMediaInput({ from: 'data-url', value }, 'image', limits))).toEqual({
        status: 422,
        detail: 'The image is not a valid data URL.',
      });
    }
  });

  it('measures videos and audio it accepts', async () => {
    const clip = await readMediaInput({ from: 'bytes', body: video }, 'video', limits);
    expect(clip).toMatchObject({
      kind: 'video',
      contentType: 'video/mp4',
      width: 160,
      height: 120,
    });
    const tone = await readMediaInput({ from: 'bytes', body: sound }, 'audio', limits);
    expect(tone.kind).toBe('audio');
    expect(tone.duration).toBeCloseTo(1, 1);
  });

  it('refuses a file over the limit with 413 naming it, before decoding a data URL', async () => {
    const big = Buffer.alloc(3 * MB, 1);
    expect(await failure(readMediaInput({ from: 'bytes', body: big }, 'image', limits))).toEqual({
      status: 413,
      detail: 'The image is larger than the 2 MB limit.',
    });
    const bigDataUrl = `data:image/png;base64,${'A'.repeat(4 * MB)}`;
    expect(
      (await failure(readMediaInput({ from: 'data-url', value: bigDataUrl }, 'image', limits)))
        .status,
    ).toBe(413);
  });

  describe('from a URL', () => {
    let server: http.Server;
    let base: string;
    beforeAll(async () => {
      server = http.createServer((_request, response) => response.end(photo));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('fetches an allowed host, and refuses the same host when it is not allowed', async () => {
      const allowed = { ...limits, fetchAllow: [new URL(base).host] };
      const accepted = await readMediaInput(
        { from: 'url', value: `${base}/p.jpg` },
        'image',
        allowed,
      );
      expect(accepted.width).toBe(64);
      expect(
        await failure(readMediaInput({ from: 'url', value: `${base}/p.jpg` }, 'image', limits)),
      ).toEqual({
        status: 400,
        detail: 'URL not allowed',
      });
    });
  });
});
