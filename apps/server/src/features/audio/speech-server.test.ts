import type { AdminSystemHealth, AudioResponse, AudioVoicesResponse } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/helpers/admins';
import { apiClient } from '../../../test/helpers/api-client';
import { describeAudio } from '../../../test/helpers/audio';
import { bearer } from '../../../test/helpers/factories';
import { startOpenAISpeechDouble } from '../../../test/helpers/openai-speech-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * Issue 36: voice-overs on the operator's own OpenAI-compatible speech server (Kokoro-FastAPI's
 * shape), through the API: its voices in the list, the catalogue's voices spoken by SPEECH_VOICE,
 * the file stored and charged, a failure charging nothing.
 */
describe('voice-overs on a self-hosted speech server', () => {
  let t: TestApp;
  let speech: Awaited<ReturnType<typeof startOpenAISpeechDouble>>;

  beforeAll(async () => {
    speech = await startOpenAISpeechDouble({ apiKey: 'sk-speech' });
    t = await createTestApp({
      env: {
        SPEECH_BASE_URL: speech.url,
        SPEECH_API_KEY: 'sk-speech',
        SPEECH_MODEL: 'kokoro',
        SPEECH_VOICE: 'af_bella',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });
  const { signedIn, post, get, balance } = apiClient(() => t);
  const spoken = () =>
    speech.calls('POST', '/v1/audio/speech').at(-1)?.json as Record<string, unknown>;

  it("lists the server's voices beside the catalogue's, which the server speaks too", async () => {
    const { headers } = await signedIn();
    const body = (await get('/api/audio/voices', headers)).json<AudioVoicesResponse>();
    expect(body.default_voice).toBe('Wise_Woman');
    expect(body.voices.find((v) => v.id === 'Wise_Woman')?.engine).toBe('self_hosted');
    expect(body.voices.find((v) => v.id === 'speech:am_adam')).toEqual({
      id: 'speech:am_adam',
      name: 'am_adam',
      language: 'English',
      gender: 'male',
      engine: 'self_hosted',
    });
    expect(body.voices.find((v) => v.id === 'espeak:fr-fr')?.engine).toBe('local');
  });

  it('speaks a voice-over on the server, stores it as asked and charges it', async () => {
    speech.reset();
    const { headers } = await signedIn(1);
    const response = await post('/api/audio/generate', headers, {
      tool_type: 'voice_over',
      text: 'Welcome to the workshop.',
      parameters: { voice_id: 'speech:am_adam', speed: 2, format: 'mp3', sample_rate: 32000 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AudioResponse>();
    expect(body).toMatchObject({ engine: 'self_hosted', model: 'kokoro', format: 'mp3' });
    expect(spoken()).toMatchObject({
      model: 'kokoro',
      voice: 'am_adam',
      speed: 2,
      input: 'Welcome to the workshop.',
    });
    const file = await get(body.audio_url, headers);
    expect(await describeAudio(file.rawPayload)).toMatchObject({
      codec: 'mp3',
      sampleRate: 32000,
      channels: 1,
    });
    expect(await balance(headers)).toBeCloseTo(1 - body.credits_used, 6);

    // The spec's default voice: spoken by SPEECH_VOICE.
    await post('/api/audio/generate', headers, { tool_type: 'voice_over', text: 'Hello.' });
    expect(spoken()).toMatchObject({ voice: 'af_bella' });
  });

  it("refuses a voice the server does not list with the spec's message, before anything runs", async () => {
    const { headers } = await signedIn(1);
    const response = await post('/api/audio/generate', headers, {
      tool_type: 'voice_over',
      text: 'Hello.',
      parameters: { voice_id: 'speech:nobody' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toBe(
      'Unknown voice "speech:nobody": choose one from the voice list.',
    );
  });

  it('fails the job in the server’s words and charges nothing when the server fails', async () => {
    speech.behave({ kind: 'error', message: 'CUDA out of memory.' });
    const { headers } = await signedIn(1);
    const response = await post('/api/audio/generate', headers, {
      tool_type: 'voice_over',
      text: 'Hello.',
    });
    expect(response.statusCode).toBe(503);
    const { detail } = response.json<{ detail: string }>();
    expect(detail).toContain('The speech server');
    expect(detail).toContain('CUDA out of memory');
    expect(detail).not.toContain(speech.origin);
    expect(await balance(headers)).toBe(1);
    speech.reset();
  });

  it('shows the server in the admin’s system health with its models', async () => {
    const admin = bearer((await signedInAdmin(t)).token);
    const health = (await get('/api/admin/system/health', admin)).json<AdminSystemHealth>();
    expect(health.ai_servers).toHaveLength(1);
    expect(health.ai_servers[0]).toMatchObject({
      kind: 'speech',
      status: 'ok',
      serves: ['Voice-overs'],
    });
    expect(health.ai_servers[0]?.offers).toContain('kokoro');
  });
});
