import type { AudioResponse, AudioVoicesResponse, QuoteResponse } from '@atelier/contract';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/helpers/api-client';
import { clickTrack, describeAudio } from '../../../test/helpers/audio';
import { multipartForm } from '../../../test/helpers/multipart';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

describe('audio with the local engines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { signedIn, post, get, balance } = apiClient(() => t);

  const generate = (headers: Record<string, string>, body: object) =>
    post('/api/audio/generate', headers, body);
  const fileOf = async (headers: Record<string, string>, body: AudioResponse) => {
    const response = await get(body.audio_url, headers);
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('lists more than 100 voices by language, the default first, with every option list', async () => {
    const { headers } = await signedIn();
    const response = await get('/api/audio/voices', headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<AudioVoicesResponse>();
    expect(body.voices.length).toBeGreaterThan(180);
    expect(body.default_voice).toBe('Wise_Woman');
    expect(body.languages[0]?.language).toBe('English');
    expect(body.voices.find((v) => v.id === 'Wise_Woman')).toMatchObject({
      gender: 'female',
      engine: 'local',
    });
    // Without a Replicate key no voice claims to be the provider's.
    expect(body.voices.every((v) => v.engine === 'local')).toBe(true);
    expect(body.languages.map((l) => l.language)).toEqual(
      expect.arrayContaining(['French', 'Japanese', 'Spanish', 'German']),
    );
    expect(body.options.sample_rates).toEqual([8000, 16000, 22050, 24000, 32000, 44100]);
    expect(body.options.language_boosts).toHaveLength(19);
  });

  it('speaks a voice-over with the defaults: a 32 kHz mono MP3 at 128k, for the quoted price', async () => {
    const { headers } = await signedIn(2);
    const text = 'Welcome to Atelier. This voice over was made on this very machine.';
    const quote = await post('/api/quote', headers, {
      tool: 'audio',
      tool_type: 'voice_over',
      characters: text.length,
    });
    const price = quote.json<QuoteResponse>().cost;
    expect(price).toBeCloseTo((text.length * 100 * 1.354) / 1_000_000, 6);
    const response = await generate(headers, { tool_type: 'voice_over', text });
    expect(response.statusCode).toBe(200);
    const body = response.json<AudioResponse>();
    expect(body).toMatchObject({
      tool: 'voice_over',
      engine: 'local',
      format: 'mp3',
      sample_rate: 32000,
      channels: 1,
      credits_used: price,
    });
    expect(body.note).toContain('eSpeak NG');
    expect(body.download_name).toMatch(/^atelier-audio-voice-over-\d{8}-\d{6}-v1\.mp3$/);
    expect(await balance(headers)).toBeCloseTo(2 - price, 6);
    const facts = await describeAudio(await fileOf(headers, body));
    expect(facts).toMatchObject({ codec: 'mp3', sampleRate: 32000, channels: 1, kbps: 128 });
    expect(facts.seconds).toBeGreaterThan(2);
    expect(Math.abs(facts.seconds - body.duration_seconds)).toBeLessThan(0.2);
  });

  it('applies the sample rate, channels, format, speed and pitch asked', async () => {
    const { headers } = await signedIn(2);
    const text = 'The quick brown fox jumps over the lazy dog, twice.';
    const slow = await generate(headers, {
      tool_type: 'voice_over',
      text,
      parameters: {
        speed: 0.5,
        pitch: -12,
        volume: 0,
        sample_rate: 44100,
        channel: 'stereo',
        format: 'wav',
      },
    });
    expect(slow.statusCode).toBe(200);
    const slowBody = slow.json<AudioResponse>();
    expect(slowBody).toMatchObject({ format: 'wav', sample_rate: 44100, channels: 2 });
    const slowFacts = await describeAudio(await fileOf(headers, slowBody));
    expect(slowFacts).toMatchObject({ codec: 'pcm_s16le', sampleRate: 44100, channels: 2 });
    const fast = await generate(headers, {
      tool_type: 'voice_over',
      text,
      parameters: {
        speed: 2,
        pitch: 12,
        volume: 10,
        sample_rate: 8000,
        bitrate: '32k',
        emotion: 'fearful',
      },
    });
    expect(fast.statusCode).toBe(200);
    const fastBody = fast.json<AudioResponse>();
    expect(fastBody.note).toContain('"fearful" was rendered as pitch, pace and loudness');
    const fastFacts = await describeAudio(await fileOf(headers, fastBody));
    expect(fastFacts).toMatchObject({ codec: 'mp3', sampleRate: 8000, channels: 1, kbps: 32 });
    // Speed 0.5 takes about four times as long as speed 2.
    expect(slowFacts.seconds / fastFacts.seconds).toBeGreaterThan(2.5);
  });

  it('speaks 5,000 characters and refuses 5,001, naming the limit', async () => {
    const { headers } = await signedIn(2);
    const sentence = 'Every tool plugs into the same engine. ';
    const text = sentence.repeat(200).slice(0, 5000);
    const ok = await generate(headers, { tool_type: 'voice_over', text });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AudioResponse>().duration_seconds).toBeGreaterThan(120);
    const before = await balance(headers);
    const refused = await generate(headers, { tool_type: 'voice_over', text: `${text}x` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: string }>().detail).toContain('at most 5000 characters');
    expect(await balance(headers)).toBe(before);
  });

  it("answers the spec's messages and refuses values outside the ranges, charging nothing", async () => {
    const { headers } = await signedIn(1);
    const refused = async (body: object) => {
      const response = await generate(headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      return response.json<{ detail: string }>().detail;
    };
    expect(await refused({ tool_type: 'voice_over', text: '   ' })).toBe(
      'Please enter text for voice over',
    );
    expect(await refused({ tool_type: 'song_with_music', prompt: '' })).toBe(
      'Please enter a prompt for song generation',
    );
    expect(await refused({ tool_type: 'song', lyrics: 'la la' })).toBe(
      'Please enter a prompt for song generation',
    );
    expect(await refused({ tool_type: 'music' })).toBe(
      'Please enter a prompt for music generation',
    );
    expect(
      await refused({ tool_type: 'voice_over', text: 'hi', parameters: { voice_id: 'Nobody' } }),
    ).toBe('Unknown voice "Nobody": choose one from the voice list.');
    // Coded with its figure, so a client can say it in its own language (ADR 026).
    const nobody = await generate(headers, {
      tool_type: 'voice_over',
      text: 'hi',
      parameters: { voice_id: 'Nobody' },
    });
    expect(nobody.json()).toMatchObject({ code: 'audio.unknownVoice', values: { id: 'Nobody' } });
    const voice = (parameters: object) =>
      refused({ tool_type: 'voice_over', text: 'hi', parameters });
    expect(await voice({ speed: 0.49 })).toContain('speed must be between 0.5 and 2');
    expect(await voice({ speed: 2.01 })).toContain('speed must be between 0.5 and 2');
    expect(await voice({ volume: -0.1 })).toContain('volume must be between 0 and 10');
    expect(await voice({ volume: 10.5 })).toContain('volume must be between 0 and 10');
    expect(await voice({ pitch: 13 })).toContain('pitch must be between -12 and 12');
    expect(await voice({ pitch: -13 })).toContain('pitch must be between -12 and 12');
    expect(await voice({ emotion: 'bored' })).toContain('emotion must be one of');
    expect(await voice({ sample_rate: 48000 })).toContain('sample_rate must be one of');
    expect(await voice({ bitrate: '96k' })).toContain(
      'bitrate must be one of 32k, 64k, 128k, 256k',
    );
    expect(await voice({ channel: 'surround' })).toContain('channel must be one of mono, stereo');
    expect(await voice({ language_boost: 'Klingon' })).toContain('language_boost must be one of');
    const music = (parameters: object) =>
      refused({ tool_type: 'music', prompt: 'jazz', parameters });
    expect(await music({ duration: 0 })).toContain('duration must be between 1 and 30');
    expect(await music({ duration: 31 })).toContain('duration must be between 1 and 30');
    expect(await music({ temperature: 1.6 })).toContain('temperature must be between 0 and 1.5');
    expect(await music({ top_k: 501 })).toContain('top_k must be between 0 and 500');
    expect(await music({ top_p: 1.1 })).toContain('top_p must be between 0 and 1');
    expect(await music({ classifier_free_guidance: 0.5 })).toContain(
      'classifier_free_guidance must be between 1 and 15',
    );
    expect(await music({ model_version: 'huge' })).toContain('model_version must be one of');
    const song = (parameters: object) => refused({ tool_type: 'song', prompt: 'pop', parameters });
    expect(await song({ refer_duration: 5 })).toContain('refer_duration must be between 10 and 60');
    expect(await song({ refer_duration: 65 })).toContain(
      'refer_duration must be between 10 and 60',
    );
    expect(await song({ refer_duration: 12 })).toContain('refer_duration must be a multiple of 5');
    expect(await refused({ tool_type: 'podcast', prompt: 'x' })).toContain(
      'tool_type must be one of',
    );
    expect(await balance(headers)).toBe(1);
  });

  it('composes music of the asked length; two seeds differ and one seed repeats', async () => {
    const { headers } = await signedIn(2);
    const quote = await post('/api/quote', headers, {
      tool: 'audio',
      tool_type: 'music',
      duration: 5,
    });
    const price = quote.json<QuoteResponse>().cost;
    const make = async (seed: number) => {
      const response = await generate(headers, {
        tool_type: 'music',
        prompt: 'upbeat electronic dance track',
        parameters: { duration: 5, seed },
      });
      expect(response.statusCode).toBe(200);
      return response.json<AudioResponse>();
    };
    const first = await make(1);
    expect(first).toMatchObject({
      tool: 'music',
      engine: 'local',
      channels: 2,
      credits_used: price,
    });
    expect(first.note).toContain('electronic');
    const firstFile = await fileOf(headers, first);
    const facts = await describeAudio(firstFile);
    expect(facts).toMatchObject({ codec: 'mp3', channels: 2, sampleRate: 32000 });
    expect(Math.abs(facts.seconds - 5)).toBeLessThan(0.15);
    const again = await fileOf(headers, await make(1));
    const other = await fileOf(headers, await make(2));
    expect(sha(again)).toBe(sha(firstFile));
    expect(sha(other)).not.toBe(sha(firstFile));
  });

  it('takes the range edges of music, and a mono model gives mono', async () => {
    const { headers } = await signedIn(2);
    const edges = await generate(headers, {
      tool_type: 'music',
      prompt: 'calm ambient piano',
      parameters: {
        duration: 1,
        temperature: 1.5,
        top_k: 500,
        top_p: 1,
        classifier_free_guidance: 15,
        model_version: 'small',
        format: 'wav',
      },
    });
    expect(edges.statusCode).toBe(200);
    const body = edges.json<AudioResponse>();
    expect(body).toMatchObject({ channels: 1, format: 'wav' });
    const facts = await describeAudio(await fileOf(headers, body));
    expect(facts).toMatchObject({ codec: 'pcm_s16le', channels: 1 });
    expect(Math.abs(facts.seconds - 1)).toBeLessThan(0.1);
    const low = await generate(headers, {
      tool_type: 'music',
      prompt: 'rock',
      parameters: { duration: 30, temperature: 0, top_k: 0, top_p: 0, classifier_free_guidance: 1 },
    });
    expect(low.statusCode).toBe(200);
    expect(
      (await describeAudio(await fileOf(headers, low.json<AudioResponse>()))).seconds,
    ).toBeCloseTo(30, 0);
  });

  it('sings a song over a track that follows the tempo of an uploaded reference', async () => {
    const { headers } = await signedIn(2);
    const form = multipartForm([
      { name: 'tool_type', value: 'song_with_music' },
      { name: 'prompt', value: 'a happy pop song about summer road trips' },
      {
        name: 'lyrics',
        value: '[verse]\nWindows down and the radio on\nWe drive until the night is gone',
      },
      { name: 'parameters', value: JSON.stringify({ refer_duration: 10 }) },
      { name: 'refer_audio', value: clickTrack(120, 12), filename: 'beat.wav' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/audio/generate',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AudioResponse>();
    expect(body).toMatchObject({ tool: 'song_with_music', engine: 'local', channels: 2 });
    expect(body.note).toContain('The tempo follows your reference (120 bpm)');
    const facts = await describeAudio(await fileOf(headers, body));
    expect(facts.seconds).toBeGreaterThanOrEqual(15);
    // Without a reference or lyrics ("song" is the spec's other name) it still sings.
    const plain = await generate(headers, {
      tool_type: 'song',
      prompt: 'a sad folk song about rain',
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<AudioResponse>().tool).toBe('song_with_music');
  });
});

describe('audio through Replicate', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  beforeAll(async () => {
    replicate = await startReplicateDouble({ token: 'r8_audio' });
    t = await createTestApp({
      env: {
        REPLICATE_API_TOKEN: 'r8_audio',
        REPLICATE_API_URL: replicate.url,
        REPLICATE_POLL_MS: '20',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await replicate.close();
  });
  const { signedIn, post, get, balance } = apiClient(() => t);
  const lastInput = (path: RegExp) =>
    (replicate.calls('POST', path).at(-1)?.body as { input: Record<string, unknown> }).input;

  it("offers MiniMax's voices as the provider's, and eSpeak's still as local", async () => {
    const { headers } = await signedIn();
    const { voices } = (await get('/api/audio/voices', headers)).json<AudioVoicesResponse>();
    expect(voices.find((v) => v.id === 'Wise_Woman')?.engine).toBe('provider');
    expect(voices.find((v) => v.id === 'espeak:fr-fr')?.engine).toBe('local');
  });

  it('sends a voice-over to MiniMax Speech-02-HD with every spec parameter, and keeps its file', async () => {
    replicate.reset();
    const { headers } = await signedIn(2);
    const response = await post('/api/audio/generate', headers, {
      tool_type: 'voice_over',
      text: 'Hello from the provider.',
      parameters: {
        speed: 1.5,
        emotion: 'happy',
        bitrate: '64k',
        channel: 'stereo',
        format: 'wav',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AudioResponse>();
    expect(body).toMatchObject({ engine: 'provider', model: 'minimax/speech-02-hd', channels: 2 });
    expect(lastInput(/speech-02-hd\/predictions$/)).toEqual({
      text: 'Hello from the provider.',
      voice_id: 'Wise_Woman',
      speed: 1.5,
      volume: 1,
      pitch: 0,
      emotion: 'happy',
      english_normalization: true,
      sample_rate: 32000,
      bitrate: 64000,
      channel: 'stereo',
      language_boost: 'English',
    });
    // Copied into our storage and conformed to the WAV asked.
    expect(body.audio_url).not.toContain(replicate.origin);
    const facts = await describeAudio((await get(body.audio_url, headers)).rawPayload);
    expect(facts).toMatchObject({ codec: 'pcm_s16le', sampleRate: 32000, channels: 2 });
  });

  it('an eSpeak voice stays local even with a key', async () => {
    const before = replicate.calls('POST', /predictions$/).length;
    const { headers } = await signedIn(2);
    const response = await post('/api/audio/generate', headers, {
      tool_type: 'voice_over',
      text: 'Bonjour tout le monde.',
      parameters: { voice_id: 'espeak:fr-fr+f3', language_boost: 'French' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AudioResponse>().engine).toBe('local');
    expect(replicate.calls('POST', /predictions$/)).toHaveLength(before);
  });

  it('runs MusicGen at its pinned version with the sampling controls', async () => {
    replicate.reset();
    const { headers } = await signedIn(2);
    const response = await post('/api/audio/generate', headers, {
      tool_type: 'music',
      prompt: 'lofi beat',
      parameters: {
        duration: 4,
        temperature: 0.7,
        top_k: 100,
        top_p: 0.5,
        classifier_free_guidance: 5,
        model_version: 'medium',
        seed: 9,
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AudioResponse>();
    expect(body).toMatchObject({ engine: 'provider', model: 'meta/musicgen', channels: 1 });
    expect(body.note).toContain('MusicGen medium is not offered any more; large made it.');
    const call = replicate.calls('POST', /\/v1\/predictions$/).at(-1)?.body as {
      version: string;
      input: Record<string, unknown>;
    };
    expect(call.version).toBe('671ac645ce5e552cc63a54a2bbff63fcf798043055d2dac5fc9e36a837eedcfb');
    expect(call.input).toMatchObject({
      prompt: 'lofi beat',
      model_version: 'large',
      duration: 4,
      temperature: 0.7,
      top_k: 100,
      top_p: 0.5,
      classifier_free_guidance: 5,
      seed: 9,
    });
    const facts = await describeAudio((await get(body.audio_url, headers)).rawPayload);
    expect(facts.seconds).toBeCloseTo(4, 0);
  });

  it('sends the song reference to MiniMax Music-01 with the lyrics', async () => {
    replicate.reset();
    const { headers } = await signedIn(2);
    const reference = `data:audio/wav;base64,${clickTrack(100, 20).toString('base64')}`;
    const response = await post('/api/audio/generate', headers, {
      tool_type: 'song_with_music',
      prompt: 'rock anthem',
      lyrics: 'We will rise',
      parameters: { refer_audio: reference, refer_duration: 20 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AudioResponse>()).toMatchObject({ model: 'minimax/music-01' });
    const input = lastInput(/music-01\/predictions$/);
    expect(input.lyrics).toBe('##We will rise##');
    const uploaded = replicate.uploaded(input.song_file);
    expect(uploaded).toBeDefined();
    expect((await describeAudio(uploaded!)).seconds).toBeCloseTo(20, 0);
  });

  it('a failed prediction costs nothing, and an Idempotency-Key charges once', async () => {
    replicate.script('minimax/speech-02-hd', { kind: 'fail', error: 'voice unavailable' });
    const { headers } = await signedIn(2);
    const failed = await post('/api/audio/generate', headers, {
      tool_type: 'voice_over',
      text: 'Hi',
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ detail: string }>().detail).toContain('No credits were charged');
    expect(await balance(headers)).toBe(2);
    replicate.reset();
    const once = { ...headers, 'idempotency-key': 'audio-once-1' };
    const body = { tool_type: 'voice_over', text: 'Charged once.' };
    const first = await post('/api/audio/generate', once, body);
    const second = await post('/api/audio/generate', once, body);
    expect(second.json<AudioResponse>().job_id).toBe(first.json<AudioResponse>().job_id);
    expect(await balance(headers)).toBeCloseTo(2 - first.json<AudioResponse>().credits_used, 6);
  });
});
