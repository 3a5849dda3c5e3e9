import type { QuoteResponse, ReimagineVideoResponse } from '@atelier/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from '../../lib/ffmpeg';
import { apiClient } from '../../../test/helpers/api-client';
import {
  renderMp4,
  startReplicateDouble,
  type ReplicateDouble,
} from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const dataUrl = (body: Buffer, type: string) => `data:${type};base64,${body.toString('base64')}`;
const picture = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('reimagine: videos with the local engines', () => {
  let t: TestApp;
  let start: string;
  let end: string;
  let clip: string;
  beforeAll(async () => {
    t = await createTestApp();
    start = dataUrl(await picture('#c02020'), 'image/png');
    end = dataUrl(await picture('#2040c0'), 'image/png');
    clip = dataUrl(await renderMp4(320, 240, 24, 2), 'video/mp4');
  });
  afterAll(() => t.close());
  const { signedIn, post, get, balance } = apiClient(() => t);

  it('animates a start image into an end image at the quality asked, for the quoted price', async () => {
    const { headers } = await signedIn(5);
    const quote = await post('/api/quote', headers, {
      tool: 'reimagine_video',
      tool_type: 'video_reference_ultra',
    });
    // PixVerse 540p, 5 s: 0.30 with the margin.
    expect(quote.json<QuoteResponse>()).toMatchObject({ cost: 0.4062 });
    const response = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra',
      prompt: 'slow zoom into the red wall',
      image: start,
      end_image: end,
      parameters: { quality: '360p', effect: 'Ghibli Live!' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReimagineVideoResponse>();
    expect(body).toMatchObject({
      tool: 'video_reference_ultra',
      engine: 'local',
      width: 640,
      height: 360,
      credits_used: 0.4062,
      remaining_credits: 4.5938,
    });
    expect(body.note).toContain('not an AI video');
    expect(body.note).toContain('"Ghibli Live!" effect needs the AI model');
    const file = await get(body.video_url, headers);
    const info = await probeVideo(file.rawPayload);
    expect(info).toMatchObject({ width: 640, height: 360, fps: 24 });
    expect(info.duration).toBeCloseTo(5, 0);
    // The first frame is the red start image, the last the blue end image.
    const frameColour = async (at: number) => {
      const { runFfmpeg, withTempFile } = await import('../../lib/ffmpeg');
      const png = await withTempFile(file.rawPayload, 'v.mp4', async (input) => {
        const { stdout } = await runFfmpeg([
          '-ss',
          String(at),
          '-i',
          input,
          '-frames:v',
          '1',
          '-f',
          'image2pipe',
          '-vcodec',
          'png',
          '-',
        ]);
        return stdout;
      });
      const { dominant } = await sharp(png).stats();
      return dominant;
    };
    const first = await frameColour(0.1);
    const last = await frameColour(4.9);
    expect(first.r).toBeGreaterThan(first.b);
    expect(last.b).toBeGreaterThan(last.r);
  });

  it('renders the prompt when no start image is given', async () => {
    const { headers } = await signedIn(5);
    const response = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra_pro_max',
      prompt: 'a lighthouse at dusk',
      parameters: { resolution: '512p', length: 6 },
    });
    expect(response.statusCode).toBe(200);
    // Hailuo's 512p: 0.045 x 6 with the margin.
    expect(response.json<ReimagineVideoResponse>()).toMatchObject({
      width: 910,
      height: 512,
      credits_used: 0.36558,
    });
  });

  it('restyles an uploaded video, framed to 4:5, and refuses the tool without a video', async () => {
    const { headers } = await signedIn(5);
    const missing = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra_pro',
      prompt: 'black and white',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ detail: 'Please provide a video (upload or URL)' });

    const response = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra_pro',
      prompt: 'black and white',
      video: clip,
      parameters: { aspect_ratio: '4:5' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReimagineVideoResponse>();
    // Aleph: 0.18 x 5 s with the margin.
    expect(body).toMatchObject({ width: 720, height: 900, credits_used: 1.2186 });
    const info = await probeVideo((await get(body.video_url, headers)).rawPayload);
    expect(info.duration).toBeCloseTo(2, 0);
  });

  it.each([
    [{ tool_type: 'video_reference_ultra' }, 'Please provide a prompt'],
    [
      {
        tool_type: 'video_reference_ultra_pro_max',
        prompt: 'x',
        parameters: { resolution: '1080p', length: 10 },
      },
      '10-second videos are not available at 1080p',
    ],
    [
      {
        tool_type: 'video_reference_ultra',
        prompt: 'x',
        parameters: { quality: '1080p', duration: 8 },
      },
      '8-second videos are not available at 1080p',
    ],
    [
      { tool_type: 'video_reference_ultra', prompt: 'x', parameters: { duration: 6 } },
      'duration must be 5 or 8',
    ],
    [
      { tool_type: 'video_reference_ultra_pro_max', prompt: 'x', parameters: { length: 8 } },
      'length must be 6 or 10',
    ],
    [
      { tool_type: 'video_reference_ultra', prompt: 'x', parameters: { effect: 'Moonwalk' } },
      'effect must be one of',
    ],
    [
      { tool_type: 'video_reference_ultra', prompt: 'x', parameters: { quality: '4k' } },
      'quality must be one of',
    ],
    [
      { tool_type: 'video_reference_ultra', prompt: 'x', parameters: { aspect_ratio: '4:5' } },
      'aspect_ratio: Video Reference Ultra makes 16:9, 9:16, 1:1',
    ],
  ])('refuses %j with 422, charging nothing', async (payload, message) => {
    const { headers } = await signedIn(5);
    const response = await post('/api/reimagine/generate-video', headers, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain(message);
    expect(await balance(headers)).toBe(5);
  });

  it('refuses a picture given as the video with 415', async () => {
    const { headers } = await signedIn(5);
    const response = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra_pro',
      video: start,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ detail: string }>().detail).toMatch(/video/i);
  });
});

describe('reimagine: videos through Replicate', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  let start: string;
  beforeAll(async () => {
    replicate = await startReplicateDouble({ token: 'r8_video' });
    t = await createTestApp({
      env: {
        REPLICATE_API_TOKEN: 'r8_video',
        REPLICATE_API_URL: replicate.url,
        REPLICATE_POLL_MS: '20',
      },
    });
    start = dataUrl(await picture('#c02020'), 'image/png');
  });
  afterAll(async () => {
    await t.close();
    await replicate.close();
  });
  const { signedIn, post, balance } = apiClient(() => t);
  const lastInput = (model: RegExp) =>
    (replicate.calls('POST', model).at(-1)?.body as { input: Record<string, unknown> }).input;

  it('runs PixVerse with the start frame uploaded, the effect and the spec options', async () => {
    replicate.reset();
    const { headers } = await signedIn(5);
    const response = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra',
      prompt: 'the wall starts to dance',
      image: start,
      parameters: {
        quality: '720p',
        duration: 8,
        effect: 'Kungfu Club',
        aspect_ratio: '9:16',
        seed: 3,
      },
    });
    expect(response.statusCode).toBe(200);
    // 720p 0.40, 8 s twice: 0.80 with the margin.
    expect(response.json<ReimagineVideoResponse>()).toMatchObject({
      engine: 'provider',
      model: 'pixverse/pixverse-v4.5',
      credits_used: 1.0832,
    });
    const input = lastInput(/pixverse-v4\.5\/predictions$/);
    expect(input).toMatchObject({
      prompt: 'the wall starts to dance',
      quality: '720p',
      duration: 8,
      aspect_ratio: '9:16',
      effect: 'Kungfu Club',
      seed: 3,
    });
    expect(replicate.uploaded(input.image)).toBeDefined();
  });

  it('asks Aleph for 3:4 and crops its answer to the 4:5 asked', async () => {
    replicate.reset();
    const { headers } = await signedIn(5);
    const response = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra_pro',
      prompt: 'make it winter',
      video: dataUrl(await renderMp4(320, 240, 24, 1), 'video/mp4'),
      parameters: { aspect_ratio: '4:5' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReimagineVideoResponse>();
    expect(lastInput(/gen4-aleph\/predictions$/)).toMatchObject({ aspect_ratio: '3:4' });
    // The double answers 640 x 360: the largest 4:5 inside it.
    expect(body).toMatchObject({ width: 288, height: 360 });
    expect(body.note).toContain('Cropped to 4:5');
  });

  it('a failed prediction costs nothing', async () => {
    replicate.script('minimax/hailuo-02', { kind: 'fail', error: 'Prompt flagged' });
    const { headers } = await signedIn(5);
    const response = await post('/api/reimagine/generate-video', headers, {
      tool_type: 'video_reference_ultra_pro_max',
      prompt: 'a storm',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ detail: string }>().detail).toContain('No credits were charged');
    expect(await balance(headers)).toBe(5);
    replicate.reset();
  });
});
