import type {
  AdminSystemHealth,
  ImageModelsResponse,
  ImageResponse,
  JobAccepted,
  VideoResponse,
  VideoModelsResponse,
} from '@atelier/contract';
import { VIDEO_TIERS } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeImage, probeVideo } from '../../engines/local/media-probe';
import { startA1111Double } from '../../../test/helpers/a1111-double';
import { signedInAdmin } from '../../../test/helpers/admins';
import { apiClient } from '../../../test/helpers/api-client';
import { startComfyUIDouble } from '../../../test/helpers/comfyui-double';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/until';

const CHECKPOINT = 'sd_xl_base_1.0.safetensors [31e35c80fc]';

/**
 * Issue 36: an operator's own AUTOMATIC1111 serves the image tiers it is chosen for, end to end
 * through the API, beside Replicate for the tier set to it explicitly.
 */
describe('generation on a self-hosted server', () => {
  let t: TestApp;
  let a1111: Awaited<ReturnType<typeof startA1111Double>>;

  beforeAll(async () => {
    a1111 = await startA1111Double();
    t = await createTestApp({
      env: {
        A1111_URL: a1111.url,
        A1111_MODEL_ULTRA: CHECKPOINT,
        REPLICATE_API_TOKEN: 'r8_test_token',
        REPLICATE_API_URL: 'http://127.0.0.1:9/v1',
        ENGINE_IMAGE_ULTRA_PRO: 'replicate',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await a1111.stop();
  });

  async function signedIn(credits: number) {
    const user = await createUser(t);
    await grantCredits(t, user.id, credits);
    return bearer(await tokenFor(t, user));
  }
  const balance = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/credits/balance', headers })).json<{
      credits: number;
    }>().credits;

  it('says which engine serves each tier: the server by default, Replicate where chosen', async () => {
    const { models } = (
      await t.app.inject({ method: 'GET', url: '/api/image-models' })
    ).json<ImageModelsResponse>();
    expect(models.free).toMatchObject({ engine: 'self_hosted', model: 'automatic1111' });
    expect(models.ultra).toMatchObject({ engine: 'self_hosted', model: CHECKPOINT });
    expect(models.ultra_pro).toMatchObject({ engine: 'provider' });
  });

  it('draws a paid image on the server with the tier’s checkpoint, stores it and charges it', async () => {
    a1111.reset();
    const headers = await signedIn(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate-image',
      headers,
      payload: { prompt: 'a lighthouse in a storm', model_type: 'ultra', aspect_ratio: '16:9' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ImageResponse>();
    expect(body).toMatchObject({ engine: 'self_hosted', model: CHECKPOINT });
    const [drawn] = a1111.calls('POST', '/sdapi/v1/txt2img');
    expect(drawn?.body).toMatchObject({
      prompt: 'a lighthouse in a storm',
      override_settings: { sd_model_checkpoint: CHECKPOINT },
    });
    // Our copy, served by us at the size paid for.
    expect(body.image_url).toMatch(/^\/api\/media\/generations\//);
    const file = await t.app.inject({ method: 'GET', url: body.image_url, headers });
    expect(await probeImage(file.rawPayload)).toMatchObject({
      width: body.width,
      height: body.height,
    });
    expect(await balance(headers)).toBeCloseTo(1 - body.credits_used, 6);
  });

  it('fails the job with the server’s words and charges nothing when the server fails', async () => {
    a1111.behave({ kind: 'error', error: 'OutOfMemoryError', errors: 'CUDA out of memory.' });
    const headers = await signedIn(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate-image',
      headers,
      payload: { prompt: 'a meadow', model_type: 'ultra' },
    });
    expect(response.statusCode).toBe(503);
    const { detail } = response.json<{ detail: string }>();
    expect(detail).toContain('AUTOMATIC1111');
    expect(detail).toContain('CUDA out of memory');
    expect(detail).toContain('No credits were charged');
    expect(await balance(headers)).toBe(1);
  });

  it('shows the server in the admin’s system health: answering, what it serves and offers', async () => {
    a1111.reset();
    const admin = bearer((await signedInAdmin(t)).token);
    const health = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/system/health', headers: admin })
      ).json<AdminSystemHealth>();
    const [server] = (await health()).ai_servers;
    expect(server).toMatchObject({
      kind: 'a1111',
      url: a1111.url,
      status: 'ok',
      error: null,
      serves: ['Image: free', 'Image: ultra', 'Reimagine: image tools'],
    });
    expect(server?.offers).toContain(CHECKPOINT);

    // The last test: the server goes away.
    await a1111.stop();
    const down = await health();
    expect(down.status).toBe('degraded');
    expect(down.ai_servers[0]).toMatchObject({ status: 'failing', offers: [] });
    expect(down.ai_servers[0]?.error).toContain('could not be reached');
  });
});

/**
 * Issue 36: ComfyUI serves every image tier, reimagine and video by default once COMFYUI_URL is
 * set, through the shipped workflows, end to end through the API.
 */
describe('generation on a ComfyUI server', () => {
  let t: TestApp;
  let comfy: Awaited<ReturnType<typeof startComfyUIDouble>>;

  beforeAll(async () => {
    comfy = await startComfyUIDouble();
    t = await createTestApp({ env: { COMFYUI_URL: comfy.url } });
  });
  afterAll(async () => {
    await t.close();
    await comfy.stop();
  });
  const { signedIn, post, get, balance } = apiClient(() => t);

  it('renders a video tier on ComfyUI at the tier’s size, rate and length, stores it and charges it', async () => {
    // The tiers' timings are the cloud provider's: on the operator's server they are not known.
    const { models } = (await get('/api/video-models')).json<VideoModelsResponse>();
    for (const tier of VIDEO_TIERS) {
      expect(models[tier]).toMatchObject({
        engine: 'self_hosted',
        speed: 'Depends on your server',
      });
    }
    const { headers } = await signedIn(1);
    const response = await post('/api/generate-video', headers, {
      prompt: 'drifting clouds over green hills',
      model_type: 'ultra',
      duration: 5,
      resolution: '512P',
      fps: 16,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<VideoResponse>();
    expect(body).toMatchObject({
      engine: 'self_hosted',
      model: 'ltx-video-2b-v0.9.5.safetensors',
      fps: 16,
    });
    const file = await get(body.video_url, headers);
    const probe = await probeVideo(file.rawPayload);
    expect(probe).toMatchObject({ width: 912, height: 512, fps: 16 });
    expect(probe.duration).toBeCloseTo(5, 0);
    expect(await balance(headers)).toBeCloseTo(1 - body.credits_used, 6);
  }, 60_000);

  it('deleting a running generation stops it on ComfyUI and releases the hold', async () => {
    comfy.behave({ kind: 'hang' });
    // The earlier tests' prompts are still on record: wait for this job's own.
    const earlierPrompts = comfy.calls('POST', '/prompt').length;
    const { headers } = await signedIn(1);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/generate-image',
      headers: { ...headers, prefer: 'respond-async' },
      payload: { prompt: 'a slow river', model_type: 'ultra' },
    });
    const { job_id } = accepted.json<JobAccepted>();
    expect(await balance(headers)).toBeLessThan(1);
    await until(() => comfy.calls('POST', '/prompt').length > earlierPrompts);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/generations/${job_id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await balance(headers)).toBe(1);
    // The worker hears the cancel at once (the job's event; its heartbeat, every 10 s, is the
    // fallback) and stops the prompt on the server.
    await until(() => comfy.calls('POST', '/interrupt').length > 0, 5_000);
    expect(comfy.calls('POST', '/queue').at(-1)?.body).toMatchObject({
      delete: [expect.any(String)],
    });
    comfy.reset();
  }, 30_000);

  it('shows ComfyUI in the admin’s system health serving every tool it can, with its checkpoints', async () => {
    const admin = bearer((await signedInAdmin(t)).token);
    const health = (await get('/api/admin/system/health', admin)).json<AdminSystemHealth>();
    expect(health.ai_servers).toHaveLength(1);
    expect(health.ai_servers[0]).toMatchObject({
      kind: 'comfyui',
      status: 'ok',
      serves: [
        'Image: free',
        'Image: ultra',
        'Image: ultra_pro',
        'Reimagine: image tools',
        'Video: every tier',
      ],
    });
    expect(health.ai_servers[0]?.offers).toContain('sd_xl_base_1.0.safetensors');
  });
});
