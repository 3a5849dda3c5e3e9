import type {
  ChatGenerateResponse,
  GeneratePromptResponse,
  ImageModelsResponse,
  ImageResponse,
  Job,
  JobAccepted,
  TextProvidersResponse,
  TranslateResponse,
  VideoResponse,
  VideoModelsResponse,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs, ledgerEntries } from '../../db/schema';
import { probeImage, probeVideo } from '../../engines/local/media-probe';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test/helpers/openai-double';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** The provider paths end to end, against local doubles of Replicate and an OpenAI endpoint. */
describe('generation through providers', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  let openai: OpenAiDouble;

  beforeAll(async () => {
    replicate = await startReplicateDouble({ token: 'r8_test_token' });
    openai = await startOpenAiDouble({ apiKey: 'sk-test' });
    t = await createTestApp({
      env: {
        REPLICATE_API_TOKEN: 'r8_test_token',
        REPLICATE_API_URL: replicate.url,
        REPLICATE_POLL_MS: '20',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: openai.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await replicate.close();
    await openai.close();
  });

  async function signedIn(credits = 0) {
    const user = await createUser(t);
    if (credits > 0) {
      await grantCredits(t, user.id, credits);
    }
    return { user, headers: bearer(await tokenFor(t, user)) };
  }
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const balance = async (headers: Record<string, string>) =>
    (await get('/api/credits/balance', headers)).json<{ credits: number }>().credits;

  it('says which provider model serves each tier and which text providers are on', async () => {
    const { models } = (await get('/api/image-models')).json<ImageModelsResponse>();
    expect(models.ultra).toMatchObject({
      engine: 'provider',
      model: 'black-forest-labs/flux-schnell',
    });
    expect(models.ultra_pro).toMatchObject({
      engine: 'provider',
      model: 'black-forest-labs/flux-1.1-pro',
    });
    const video = (await get('/api/video-models')).json<VideoModelsResponse>().models;
    expect(video.ultra).toMatchObject({ engine: 'provider', speed: 'About 12 seconds' });
    expect(video.ultra_max).toMatchObject({ engine: 'provider', speed: 'About 3-4 minutes' });
    const providers = (await get('/api/chat/providers')).json<TextProvidersResponse>();
    expect(providers.providers.find((p) => p.value === 'openai')?.enabled).toBe(true);
    expect(providers.providers.find((p) => p.value === 'anthropic')?.enabled).toBe(false);
    expect(providers.translation_available).toBe(true);
  });

  it('makes a paid image on Replicate, copies it into storage at the size paid for, and charges it', async () => {
    replicate.reset();
    const { headers } = await signedIn(1);
    const response = await post('/api/generate-image', headers, {
      prompt: 'a lighthouse in a storm',
      model_type: 'ultra',
      resolution: 'hd',
      aspect_ratio: '1:1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ImageResponse>();
    expect(body).toMatchObject({
      engine: 'provider',
      model: 'black-forest-labs/flux-schnell',
      credits_used: 0.04875,
      width: 1536,
      height: 1536,
    });
    expect(body.note).toMatch(/1024x1024/);
    // The browser gets our signed URL, never the provider's.
    expect(body.image_url).toMatch(/^\/api\/media\/generations\//);
    const file = await get(body.image_url, headers);
    expect(await probeImage(file.rawPayload)).toMatchObject({ width: 1536, height: 1536 });
    const created = replicate.calls('POST', /flux-schnell\/predictions$/).at(-1);
    expect(created?.body).toMatchObject({
      input: { prompt: 'a lighthouse in a storm', aspect_ratio: '1:1' },
    });
    expect(await balance(headers)).toBe(0.95125);
  });

  it('on a provider failure releases the hold, keeps the balance and reports the error', async () => {
    replicate.script('black-forest-labs/flux-1.1-pro', {
      kind: 'fail',
      error: 'The model is overloaded, try again later',
    });
    const { user, headers } = await signedIn(1);
    const response = await post('/api/generate-image', headers, {
      prompt: 'a meadow',
      model_type: 'ultra_pro',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ detail: string }>().detail).toContain('overloaded');
    expect(response.json<{ detail: string }>().detail).toContain('No credits were charged');
    expect(await balance(headers)).toBe(1);
    const entries = await t.runtime.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(entries.map((e) => e.kind).sort()).toEqual(['grant', 'hold', 'release']);
    const [job] = await t.runtime.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.userId, user.id));
    expect(job).toMatchObject({ status: 'failed', errorStatus: 503 });
    replicate.reset();
  });

  it('makes a video on Replicate and applies the frame rate asked for', async () => {
    replicate.reset();
    const { headers } = await signedIn(1);
    const response = await post('/api/generate-video', headers, {
      prompt: 'waves at dawn',
      model_type: 'ultra',
      duration: 5,
      resolution: '512P',
      fps: 16,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<VideoResponse>();
    expect(body).toMatchObject({
      engine: 'provider',
      model: expect.stringMatching(/^lightricks\/ltx-video:/) as string,
      fps: 16,
    });
    const file = await get(body.video_url, headers);
    expect((await probeVideo(file.rawPayload)).fps).toBe(16);
  }, 60_000);

  it('deleting a running generation cancels the prediction and releases the hold', async () => {
    replicate.script('minimax/hailuo-02', { kind: 'hang' });
    const { headers } = await signedIn(1);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/generate-video',
      headers: { ...headers, prefer: 'respond-async' },
      payload: { prompt: 'a slow pan over a city', model_type: 'ultra_pro' },
    });
    const { job_id } = accepted.json<JobAccepted>();
    expect(await balance(headers)).toBe(0.63442);
    await until(async () => {
      const [row] = await t.runtime.db
        .select()
        .from(generationJobs)
        .where(eq(generationJobs.id, job_id));
      return Boolean(row?.providerRef);
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/generations/${job_id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await balance(headers)).toBe(1);
    // The worker notices at its next heartbeat and cancels the provider's work.
    await until(() => replicate.calls('POST', /\/cancel$/).length > 0, 20_000);
    replicate.reset();
  }, 30_000);

  it('writes text with the chosen provider model and charges a premium answer', async () => {
    openai.reply('Three tips for better sleep: ...');
    const { headers } = await signedIn(1);
    const response = await post('/api/chat/generate', headers, {
      custom_prompt: 'Give me three tips for better sleep',
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ChatGenerateResponse>();
    expect(body).toMatchObject({
      engine: 'provider',
      model: 'gpt-4o-mini',
      response: 'Three tips for better sleep: ...',
      credits_used: 0.01,
    });
    expect(openai.calls.at(-1)).toMatchObject({ model: 'gpt-4o-mini' });
    expect(openai.calls.at(-1)?.prompt).toContain('Give me three tips for better sleep');
  });

  it('reads a structured answer from the model, and falls back to one section when it is not JSON', async () => {
    const { headers } = await signedIn(1);
    const structured = {
      title: 'Plan',
      summary: 'A plan.',
      sections: [{ title: 'Steps', content: 'Do it', items: ['one'] }],
      action_items: ['start'],
      metadata: { words: 3 },
    };
    openai.reply('```json\n' + JSON.stringify(structured) + '\n```');
    const good = await post('/api/chat/generate', headers, {
      custom_prompt: 'plan',
      response_format: 'structured',
    });
    expect(good.json<ChatGenerateResponse>().structured_response).toEqual(structured);
    openai.reply('Just prose, no JSON.');
    const prose = await post('/api/chat/generate', headers, {
      custom_prompt: 'plan',
      response_format: 'structured',
    });
    expect(prose.json<ChatGenerateResponse>().structured_response?.sections[0]?.content).toBe(
      'Just prose, no JSON.',
    );
  });

  it('a refused provider key fails the text job without charging', async () => {
    openai.fail(401, 'Incorrect API key provided');
    const { headers } = await signedIn(1);
    const response = await post('/api/chat/generate', headers, { custom_prompt: 'hello' });
    expect(response.statusCode).toBe(503);
    expect(await balance(headers)).toBe(1);
    openai.reply('ok');
  });

  it('translates through the provider and writes builder prompts with it', async () => {
    openai.reply((call) => (call.prompt.includes('Hello') ? 'Hola' : 'A cinematic prompt'));
    const translated = await post(
      '/api/translate',
      {},
      { text: 'Hello', target_language: 'Spanish' },
    );
    expect(translated.json<TranslateResponse>()).toMatchObject({
      translated_text: 'Hola',
      target_language: 'Spanish',
      provider: 'openai',
    });
    expect(openai.calls.at(-1)?.system).toContain('Spanish');
    const { headers } = await signedIn();
    const prompt = await post('/api/chat/generate-prompt', headers, {
      format: 'video',
      subject: 'a fox in snow',
      provider: 'runway',
      model: 'gen-3',
    });
    expect(prompt.json<GeneratePromptResponse>()).toMatchObject({
      optimizedPrompt: 'A cinematic prompt',
      engine: 'provider',
    });
  });

  async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('serves the finished job to its owner as the same answer', async () => {
    replicate.reset();
    const { headers } = await signedIn(1);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/generate-image',
      headers: { ...headers, prefer: 'respond-async' },
      payload: { prompt: 'a paper boat', model_type: 'ultra' },
    });
    const { job_id } = accepted.json<JobAccepted>();
    await until(
      async () => (await get(`/api/jobs/${job_id}`, headers)).json<Job>().status === 'succeeded',
    );
    const job = (await get(`/api/jobs/${job_id}`, headers)).json<Job>();
    expect((job.result as ImageResponse).model).toBe('black-forest-labs/flux-schnell');
  });
});
