import type {
  ChatGenerateResponse,
  GeneratePromptResponse,
  GenerationsResponse,
  ImageModelsResponse,
  ImageResponse,
  Job,
  JobAccepted,
  OptimizeResponse,
  PromptDatabaseResponse,
  PromptTemplate,
  QuoteResponse,
  TextProvidersResponse,
  VideoModelsResponse,
  VideoResponse,
} from '@atelier/contract';
import { GENERATION_MESSAGES } from '@atelier/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs, ledgerEntries, usageCounters } from '../../db/schema';
import { probeImage, probeVideo } from '../../engines/local/media-probe';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { utcDay } from '../usage/utc-day';
import { anyCode } from '../../../test/helpers/error-code';

describe('generation with the local engines', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(options: { credits?: number; plan?: string } = {}) {
    const user = await createUser(t, { plan: options.plan });
    if (options.credits) {
      await grantCredits(t, user.id, options.credits);
    }
    return { user, headers: bearer(await tokenFor(t, user)) };
  }

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function balance(headers: Record<string, string>) {
    return (await get('/api/credits/balance', headers)).json<{ credits: number }>().credits;
  }

  async function jobsOf(userId: string) {
    return t.runtime.db.select().from(generationJobs).where(eq(generationJobs.userId, userId));
  }

  describe('catalogues', () => {
    it('answers the image tiers with their costs, options and the local engine serving them', async () => {
      const { models } = (await get('/api/image-models')).json<ImageModelsResponse>();
      expect(Object.keys(models)).toEqual(['free', 'ultra', 'ultra_pro']);
      expect(models.free).toMatchObject({
        user_cost: 0,
        engine: 'local',
        supports_aspect_ratio: false,
      });
      expect(models.ultra?.user_cost).toBe(0.0325);
      expect(models.ultra_pro?.user_cost).toBe(0.052);
      expect(models.ultra_pro?.resolution_options.hd).toEqual({
        label: 'HD (1536 px)',
        multiplier: 1.5,
      });
      expect(models.ultra?.aspect_ratios).toContain('16:9');
      expect(models.ultra?.defaults).toEqual({
        resolution: 'standard',
        quality: 'balanced',
        aspect_ratio: '1:1',
      });
    });

    it('answers the video tiers with defaults, choices and the spec cost formula', async () => {
      const { models } = (await get('/api/video-models')).json<VideoModelsResponse>();
      expect(Object.keys(models)).toEqual(['ultra', 'ultra_pro', 'ultra_max']);
      // 0.045 x 6 = 0.27; + 30 % = 0.351; + 18 % of the 30 % (0.01458) = 0.36558
      expect(models.ultra_pro).toMatchObject({
        default_duration: 6,
        default_resolution: '768P',
        user_cost: 0.36558,
        engine: 'local',
        // A local render takes seconds, not the cloud provider's minutes (issue 48).
        speed: 'About 5-30 seconds',
      });
      // 0.08 x 6 x 1.354
      expect(models.ultra_max?.user_cost).toBe(0.64992);
      expect(models.ultra?.duration.fps_options).toEqual([16, 24, 30]);
      expect(models.ultra_pro?.duration.fps_options).toBeUndefined();
    });

    it('lists the text providers, none enabled without keys, and says translation is off', async () => {
      const body = (await get('/api/chat/providers')).json<TextProvidersResponse>();
      expect(body.default_provider).toBe('openai');
      expect(body.default_model).toBe('gpt-4o');
      expect(body.providers.map((p) => p.value)).toContain('perplexity');
      expect(body.providers.every((p) => !p.enabled)).toBe(true);
      expect(body.translation_available).toBe(false);
    });

    it('serves at least 40 templates and a searchable prompt database', async () => {
      const templates = (await get('/api/prompt-templates')).json<PromptTemplate[]>();
      expect(templates.length).toBeGreaterThanOrEqual(40);
      const all = (await get('/api/prompt-database')).json<PromptDatabaseResponse>();
      expect(all.total).toBeGreaterThanOrEqual(150);
      expect(all.tools.length).toBeGreaterThanOrEqual(25);
      const tool = all.tools[0];
      const filtered = (
        await get(`/api/prompt-database?tool=${encodeURIComponent(tool)}`)
      ).json<PromptDatabaseResponse>();
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.prompts.every((p) => p.tool === tool)).toBe(true);
    });

    it('quotes the exact cost before a request is made', async () => {
      const { headers } = await signedIn({ credits: 1 });
      const image = (
        await post('/api/quote', headers, {
          tool: 'image',
          model_type: 'ultra_pro',
          resolution: 'hd',
        })
      ).json<QuoteResponse>();
      expect(image).toMatchObject({
        cost: 0.078,
        cost_micros: 78_000,
        balance: 1,
        affordable: true,
      });
      const video = (
        await post('/api/quote', headers, { tool: 'video', model_type: 'ultra_max' })
      ).json<QuoteResponse>();
      expect(video).toMatchObject({ cost: 0.64992, affordable: true });
      expect(video.details).toMatchObject({ duration: 6, resolution: '1080P' });
      expect((await post('/api/quote', {}, { tool: 'optimize' })).statusCode).toBe(401);
    });
  });

  describe('images', () => {
    it('makes a free image with the local renderer, stored and served to its owner', async () => {
      const { user, headers } = await signedIn();
      const response = await post('/api/generate-image-free', headers, {
        prompt: 'a red lighthouse on a cliff at sunset',
        model_type: 'free',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ImageResponse>();
      expect(body).toMatchObject({
        success: true,
        credits_used: 0,
        remaining_credits: 0,
        engine: 'local',
        model: 'local-image-renderer-1',
        width: 1024,
        height: 1024,
        prompt: 'a red lighthouse on a cliff at sunset',
      });
      expect(body.note).toMatch(/local image renderer/i);
      expect(body.download_name).toMatch(/^atelier-image-free-\d{8}-\d{6}-v1\.png$/);

      const file = await get(body.image_url, headers);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(await probeImage(file.rawPayload)).toMatchObject({ width: 1024, height: 1024 });
      const download = await get(body.download_url, headers);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="${body.download_name}"`,
      );

      const [counter] = await t.runtime.db
        .select()
        .from(usageCounters)
        .where(
          and(
            eq(usageCounters.userId, user.id),
            eq(usageCounters.feature, 'image_generation'),
            eq(usageCounters.day, utcDay(new Date())),
          ),
        );
      expect(counter?.count).toBe(1);
    });

    it('prints the prompt as a caption only when asked', async () => {
      const { headers } = await signedIn();
      const make = async (caption: boolean) => {
        const body = (
          await post('/api/generate-image-free', headers, {
            prompt: 'a calm sea',
            seed: 7,
            caption,
          })
        ).json<ImageResponse>();
        return (await get(body.image_url, headers)).rawPayload;
      };
      const plain = await make(false);
      expect((await make(false)).equals(plain)).toBe(true);
      expect((await make(true)).equals(plain)).toBe(false);
    });

    it('refuses a blank prompt with the spec message and makes nothing', async () => {
      const { user, headers } = await signedIn();
      const response = await post('/api/generate-image-free', headers, { prompt: '   ' });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('Please enter an image prompt.');
      expect(await jobsOf(user.id)).toHaveLength(0);
    });

    it('charges a paid image exactly its cost and renders the asked size', async () => {
      const { headers } = await signedIn({ credits: 1 });
      const response = await post('/api/generate-image', headers, {
        prompt: 'a teal city skyline at night',
        model_type: 'ultra_pro',
        resolution: 'hd',
        quality: 'high',
        aspect_ratio: '16:9',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ImageResponse>();
      expect(body).toMatchObject({
        credits_used: 0.078,
        remaining_credits: 0.922,
        width: 1536,
        height: 864,
      });
      expect(await balance(headers)).toBe(0.922);
      const image = await get(body.image_url, headers);
      expect(await probeImage(image.rawPayload)).toMatchObject({ width: 1536, height: 864 });
    });

    it('with too few credits answers 402 with the spec message and charges nothing', async () => {
      const { user, headers } = await signedIn({ credits: 0.03 });
      const response = await post('/api/generate-image', headers, {
        prompt: 'a portrait of a cat',
        model_type: 'ultra',
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        detail:
          'Insufficient credits. You need approximately 0.0325 credits but have 0.03. Please purchase more credits.',
        code: 'common.insufficientCredits',
        values: { needed: '0.0325', balance: '0.03' },
      });
      expect(await balance(headers)).toBe(0.03);
      expect(await jobsOf(user.id)).toHaveLength(0);
      const entries = await t.runtime.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, user.id));
      expect(entries.map((e) => e.kind)).toEqual(['grant']);
    });

    it('says the balance in the 402 exactly, never rounded up to the cost or down to two places', async () => {
      for (const [credits, model_type, detail] of [
        [0.044, 'ultra_pro', 'You need approximately 0.0520 credits but have 0.044.'],
        [0.032499, 'ultra', 'You need approximately 0.0325 credits but have 0.032499.'],
      ] as const) {
        const { headers } = await signedIn({ credits });
        const response = await post('/api/generate-image', headers, {
          prompt: 'a portrait of a cat',
          model_type,
        });
        expect(response.statusCode).toBe(402);
        expect(response.json<{ detail: string }>().detail).toBe(
          `Insufficient credits. ${detail} Please purchase more credits.`,
        );
      }
    });

    it('charges once for two requests with the same Idempotency-Key, and refuses the key for another body', async () => {
      const { user, headers } = await signedIn({ credits: 1 });
      const keyed = { ...headers, 'idempotency-key': 'click-0001-abcdef' };
      const payload = { prompt: 'golden wheat field', model_type: 'ultra' };
      const [first, second] = await Promise.all([
        post('/api/generate-image', keyed, payload),
        post('/api/generate-image', keyed, payload),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.json<ImageResponse>().job_id).toBe(second.json<ImageResponse>().job_id);
      expect(await balance(headers)).toBe(0.9675);
      expect(await jobsOf(user.id)).toHaveLength(1);

      const other = await post('/api/generate-image', keyed, {
        ...payload,
        prompt: 'something else',
      });
      expect(other.statusCode).toBe(422);
      expect(await balance(headers)).toBe(0.9675);
    });
  });

  describe('signed media', () => {
    async function freeImage(headers: Record<string, string>) {
      const response = await post('/api/generate-image-free', headers, {
        prompt: 'blue ocean waves',
      });
      return response.json<ImageResponse>();
    }

    it('refuses another user, a visitor without credentials and a tampered signature', async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const image = await freeImage(owner.headers);
      expect((await get(image.image_url, other.headers)).statusCode).toBe(403);
      expect((await get(image.image_url)).statusCode).toBe(401);
      const tampered = image.image_url.replace(/sig=[^&]+/, 'sig=AAAA');
      expect((await get(tampered, owner.headers)).statusCode).toBe(403);
      // Naming another owner breaks the signature too.
      const moved = image.image_url.replace(/owner=[^&]+/, `owner=${other.user.id}`);
      expect((await get(moved, other.headers)).statusCode).toBe(403);
    });

    it('refuses an expired signature', async () => {
      const owner = await signedIn();
      const image = await freeImage(owner.headers);
      const [job] = await jobsOf(owner.user.id);
      const key = job?.outputs[0]?.key;
      const expired = t.runtime.mediaUrls.sign(key, -7200, { ownerId: owner.user.id });
      expect((await get(expired, owner.headers)).statusCode).toBe(403);
      expect((await get(image.image_url, owner.headers)).statusCode).toBe(200);
    });

    it('serves the owner through the media cookie, as <img> tags need, until the session ends', async () => {
      const owner = await signedIn();
      const image = await freeImage(owner.headers);
      const issued = await post('/api/auth/media-cookie', owner.headers);
      expect(issued.statusCode).toBe(204);
      const cookie = String(issued.headers['set-cookie']).split(';')[0];
      expect(String(issued.headers['set-cookie'])).toContain('HttpOnly');
      expect((await get(image.image_url, { cookie })).statusCode).toBe(200);
      await post('/api/auth/logout', owner.headers);
      expect((await get(image.image_url, { cookie })).statusCode).toBe(401);
    });
  });

  describe('video', () => {
    it('renders a local H.264 clip of the tier duration, resolution and fps, and charges its cost', async () => {
      const { headers } = await signedIn({ credits: 1 });
      const response = await post('/api/generate-video', headers, {
        prompt: 'drifting clouds over green hills',
        model_type: 'ultra',
        duration: 5,
        resolution: '512P',
        fps: 16,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<VideoResponse>();
      // 0.00525 x 5 x 1.354 = 0.0355425
      expect(body).toMatchObject({
        duration: 5,
        resolution: '512P',
        fps: 16,
        engine: 'local',
        credits_used: 0.035543,
      });
      const file = await get(body.video_url, headers);
      expect(file.headers['content-type']).toBe('video/mp4');
      const probe = await probeVideo(file.rawPayload);
      expect(probe).toMatchObject({ width: 912, height: 512, fps: 16 });
      expect(probe.duration).toBeCloseTo(5, 0);
      const ranged = await get(body.video_url, { ...headers, range: 'bytes=0-99' });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload.length).toBe(100);
    }, 60_000);

    it('refuses a duration the tier does not make, naming the ones it does, and charges nothing', async () => {
      const { user, headers } = await signedIn({ credits: 1 });
      for (const [model_type, duration, detail] of [
        ['ultra', 10 ** 15, 'duration: Ultra videos are 5, 6 or 8 seconds long.'],
        ['ultra', 10, 'duration: Ultra videos are 5, 6 or 8 seconds long.'],
        ['ultra_max', 10, 'duration: Ultra Max videos are 6 seconds long.'],
      ] as const) {
        const response = await post('/api/generate-video', headers, {
          prompt: 'drifting clouds over green hills',
          model_type,
          duration,
        });
        expect(response.statusCode, `${model_type} ${duration}`).toBe(422);
        expect(response.json()).toEqual({ detail, code: anyCode });
      }
      expect(await balance(headers)).toBe(1);
      expect(await jobsOf(user.id)).toHaveLength(0);
    });

    it('refuses a blank video prompt', async () => {
      const { headers } = await signedIn({ credits: 1 });
      const response = await post('/api/generate-video', headers, {
        prompt: '',
        model_type: 'ultra',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('Please enter a video prompt.');
    });
  });

  describe('following a job', () => {
    it('answers 202 at once when asked, then streams progress and serves the result', async () => {
      const { headers } = await signedIn({ credits: 1 });
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/generate-image',
        headers: { ...headers, prefer: 'respond-async' },
        payload: { prompt: 'pastel flowers', model_type: 'ultra' },
      });
      expect(accepted.statusCode).toBe(202);
      const { job_id, events_url } = accepted.json<JobAccepted>();
      const stream = await get(events_url, headers);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      const events = stream.body
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)) as { status: string; progress: number });
      expect(events.at(-1)).toMatchObject({ status: 'succeeded', progress: 100 });

      const job = (await get(`/api/jobs/${job_id}`, headers)).json<Job>();
      expect(job).toMatchObject({ status: 'succeeded', kind: 'image', cost: 0.0325 });
      expect((job.result as ImageResponse).image_url).toBe(job.outputs[0]?.url);
      const stranger = await signedIn();
      expect((await get(`/api/jobs/${job_id}`, stranger.headers)).statusCode).toBe(404);
    });
  });

  describe('optimise', () => {
    it('analyses an own output for 0.005 credits, measuring it against the prompt', async () => {
      const { headers } = await signedIn({ credits: 1 });
      const image = (
        await post('/api/generate-image', headers, { prompt: 'a red apple', model_type: 'ultra' })
      ).json<ImageResponse>();
      const response = await post('/api/optimize-output', headers, {
        prompt: 'a red apple',
        output_type: 'image',
        output_url: image.image_url,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<OptimizeResponse>();
      expect(body.cost).toBe(0.005);
      expect(body.engine).toBe('local');
      expect(body.analysis.match_score).toBeGreaterThanOrEqual(0);
      expect(body.analysis.suggested_prompts.enhanced).not.toBe('');
      expect(body.analysis.explanation).toMatch(/measur/i);
      expect(body.remaining_credits).toBeCloseTo(1 - 0.0325 - 0.005, 6);
    });

    it("refuses another user's output and a URL that is not ours", async () => {
      const owner = await signedIn({ credits: 1 });
      const other = await signedIn({ credits: 1 });
      const image = (
        await post('/api/generate-image-free', owner.headers, { prompt: 'a quiet pond' })
      ).json<ImageResponse>();
      for (const url of [image.image_url, 'https://example.com/cat.png']) {
        const response = await post('/api/optimize-output', other.headers, {
          prompt: 'a quiet pond',
          output_type: 'image',
          output_url: url,
        });
        expect(response.statusCode).toBe(422);
      }
      expect(await balance(other.headers)).toBe(1);
      const empty = await post('/api/optimize-output', owner.headers, {
        prompt: 'x',
        output_type: 'image',
        output_url: '',
      });
      expect(empty.json<{ detail: string }>().detail).toContain('No output to optimize.');
    });

    it("tells a string that is not a URL from a URL that is not the caller's", async () => {
      const { headers } = await signedIn({ credits: 1 });
      const optimise = (output_type: string, output_url: string) =>
        post('/api/optimize-output', headers, { prompt: 'a pond', output_type, output_url });
      for (const [type, message] of [
        ['image', 'output_url: Invalid image URL'],
        ['video', 'output_url: Invalid video URL'],
      ] as const) {
        const malformed = await optimise(type, 'not a url at all');
        expect(malformed.statusCode).toBe(422);
        expect(malformed.json()).toEqual({ detail: message, code: anyCode });
      }
      for (const url of ['https://example.com/cat.png', '/api/media/generations/x/y/0.png']) {
        const foreign = await optimise('image', url);
        expect(foreign.statusCode).toBe(422);
        expect(foreign.json()).toEqual({
          code: anyCode,
          detail: `output_url: ${GENERATION_MESSAGES.notOwnOutput}`,
        });
      }
      expect(await balance(headers)).toBe(1);
    });
  });

  describe('text, prompts and translation', () => {
    it('fills a template into a structured local draft that says it is local', async () => {
      const { headers } = await signedIn();
      const templates = (await get('/api/prompt-templates')).json<PromptTemplate[]>();
      const template = templates.find((x) => x.variables.length > 0) as PromptTemplate;
      const variables = Object.fromEntries(template.variables.map((name) => [name, `my ${name}`]));
      const response = await post('/api/chat/generate', headers, {
        template_id: template.id,
        variables,
        provider: 'openai',
        model: 'gpt-4o',
        response_format: 'structured',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ChatGenerateResponse>();
      expect(body).toMatchObject({ engine: 'local', credits_used: 0, provider: 'openai' });
      expect(body.note).toMatch(/local draft/i);
      expect(body.structured_response?.sections.length).toBeGreaterThan(0);
      expect(body.response).toContain(`my ${template.variables[0]}`);
    });

    it('refuses an unknown template, an unknown model and an empty request', async () => {
      const { headers } = await signedIn();
      const base = { provider: 'openai', model: 'gpt-4o' };
      expect(
        (await post('/api/chat/generate', headers, { ...base, template_id: 'nope' })).statusCode,
      ).toBe(422);
      expect(
        (
          await post('/api/chat/generate', headers, {
            ...base,
            model: 'gpt-9',
            custom_prompt: 'hi',
          })
        ).statusCode,
      ).toBe(422);
      expect((await post('/api/chat/generate', headers, base)).statusCode).toBe(422);
    });

    it('composes a builder prompt locally and counts one AI prompt, refusing at the daily limit', async () => {
      const { user, headers } = await signedIn();
      const payload = {
        format: 'image',
        provider: 'midjourney',
        model: 'v7',
        subject: 'an old fisherman mending nets',
        lighting: 'golden hour',
        mood: 'nostalgic',
      };
      const response = await post('/api/chat/generate-prompt', headers, payload);
      expect(response.statusCode).toBe(200);
      const body = response.json<GeneratePromptResponse>();
      expect(body.engine).toBe('local');
      expect(body.optimizedPrompt).toMatch(/an old fisherman mending nets/i);
      const limit = await get('/api/subscription/check-limit/ai_prompts', headers);
      expect(limit.json<{ limit_info: { current_usage: number } }>().limit_info.current_usage).toBe(
        1,
      );

      await t.runtime.db
        .update(usageCounters)
        .set({ count: 15 })
        .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.feature, 'ai_prompts')));
      const refused = await post('/api/chat/generate-prompt', headers, payload);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toContain(
        "You've reached your daily limit of 15",
      );
      const blank = await post('/api/chat/generate-prompt', headers, { ...payload, subject: ' ' });
      expect(blank.json<{ detail: string }>().detail).toContain(
        'Please fill in at least the subject field to generate a prompt.',
      );
    });

    it('answers 503, in words for the user, when no text provider can translate', async () => {
      const response = await post(
        '/api/translate',
        {},
        { text: 'Hello', target_language: 'Spanish' },
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail: GENERATION_MESSAGES.translationUnavailable,
        code: anyCode,
      });
      expect(GENERATION_MESSAGES.translationUnavailable).not.toContain('OPENAI_API_KEY');
      const bad = await post('/api/translate', {}, { text: 'Hello', target_language: 'Klingon' });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('my creations', () => {
    it('lists own generations newest first, filters by kind, and deletes with their files', async () => {
      const { headers } = await signedIn({ credits: 1 });
      const first = (
        await post('/api/generate-image-free', headers, { prompt: 'first' })
      ).json<ImageResponse>();
      await post('/api/chat/generate', headers, { custom_prompt: 'a haiku about tea' });
      const list = (await get('/api/generations', headers)).json<GenerationsResponse>();
      expect(list.total).toBe(2);
      expect(list.generations[0]?.kind).toBe('text');
      const images = (
        await get('/api/generations?kind=image', headers)
      ).json<GenerationsResponse>();
      expect(images.generations.map((g) => g.id)).toEqual([first.job_id]);

      const stranger = await signedIn();
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/generations/${first.job_id}`,
        headers: stranger.headers,
      });
      expect(refused.statusCode).toBe(404);

      const [row] = await t.runtime.db
        .select()
        .from(generationJobs)
        .where(eq(generationJobs.id, first.job_id));
      const key = row?.outputs[0]?.key;
      expect(await t.runtime.storage.get(key)).not.toBeNull();
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/generations/${first.job_id}`,
        headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await t.runtime.storage.get(key)).toBeNull();
      expect((await get(first.image_url, headers)).statusCode).toBe(404);
      const after = await t.runtime.db.execute(
        sql`SELECT count(*)::int AS n FROM generation_jobs WHERE id = ${first.job_id}`,
      );
      expect(after.rows[0]).toMatchObject({ n: 0 });
    });
  });
});
