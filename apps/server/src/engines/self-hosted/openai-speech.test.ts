import { VoiceOverParameters } from '@atelier/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeAudio } from '../../../test/helpers/audio';
import {
  spokenSeconds,
  startOpenAISpeechDouble,
  unreachableSpeechUrl,
} from '../../../test/helpers/openai-speech-double';
import { failureOf } from '../../../test/helpers/engine-calls';
import { until } from '../../../test/helpers/until';
import { decodeMono } from '../local/audio-encode';
import type { EngineContext, VoiceOverRequest } from '../types';
import { listSpeechVoices, serverVoiceOf, speechVoiceId } from './list-speech-voices';
import { createOpenAISpeechEngine, MAX_INPUT_CHARACTERS } from './openai-speech-engine';
import type { SelfHostedServer } from './server-call';

const API_KEY = 'sk-speech-0123456789';
const NAME = 'The speech server';
const TEXT = 'The tide turns at $5 & the gulls, e.g. terns, cry 10% louder.';
const NORMALISED =
  'The tide turns at 5 dollars and the gulls, for example terns, cry 10 percent louder.';

let double: Awaited<ReturnType<typeof startOpenAISpeechDouble>>;
let failures = 0;
let server: SelfHostedServer;

beforeAll(async () => {
  double = await startOpenAISpeechDouble({ apiKey: API_KEY });
});
afterAll(async () => {
  await double.close();
});
beforeEach(() => {
  double.reset();
  failures = 0;
  server = {
    name: NAME,
    baseUrl: double.url,
    headers: { Authorization: `Bearer ${API_KEY}` },
    onError: () => (failures += 1),
  };
});

const engine = (model = 'kokoro') => createOpenAISpeechEngine(server, { model, voice: 'af_bella' });

function context(overrides: Partial<EngineContext> = {}): EngineContext {
  return { signal: new AbortController().signal, progress: () => undefined, ...overrides };
}

function request(
  parameters: Record<string, unknown> = {},
  overrides: Partial<VoiceOverRequest> = {},
): VoiceOverRequest {
  return {
    text: TEXT,
    voice: { id: 'Wise_Woman', espeak: 'en-us+f3', basePitch: 50 },
    parameters: VoiceOverParameters.parse(parameters),
    ...overrides,
  };
}

const lastSpeech = () => double.calls('POST', '/v1/audio/speech').at(-1);

/** Zero crossings per second of the file's sound: twice its frequency for a pure tone. */
async function crossingsPerSecond(body: Buffer) {
  const samples = await decodeMono(body, 24_000);
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) {
    if (samples[i - 1] < 0 !== samples[i] < 0) crossings += 1;
  }
  return crossings / (samples.length / 24_000);
}

async function rms(body: Buffer) {
  const samples = await decodeMono(body, 24_000);
  return Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
}

describe('OpenAI-compatible speech engine', () => {
  it('asks WAV of the normalised text with the key, and answers the WAV asked', async () => {
    const speech = engine();
    expect(speech).toMatchObject({ engine: 'self_hosted', model: 'kokoro' });
    const progress: string[] = [];

    const file = await speech.speak(
      request({ format: 'wav', sample_rate: 44_100, channel: 'stereo' }),
      context({ progress: (_, message) => progress.push(message ?? '') }),
    );

    const call = lastSpeech();
    expect(call?.json).toEqual({
      model: 'kokoro',
      input: NORMALISED,
      voice: 'af_bella',
      response_format: 'wav',
      speed: 1,
    });
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(progress).toEqual(['Sending the text to your server', 'Encoding the audio']);
    expect(file).toMatchObject({ contentType: 'audio/wav', extension: 'wav' });
    expect(file.note).toBeUndefined();
    const facts = await describeAudio(file.body);
    expect(facts).toMatchObject({ codec: 'pcm_s16le', sampleRate: 44_100, channels: 2 });
    expect(facts.seconds).toBeCloseTo(spokenSeconds(NORMALISED, 1), 1);
    expect(file.duration).toBeCloseTo(facts.seconds, 1);
  });

  it('answers an MP3 at the sample rate, channels and bitrate asked', async () => {
    const file = await engine().speak(
      request({ format: 'mp3', sample_rate: 32_000, channel: 'mono', bitrate: '128k' }),
      context(),
    );

    expect(file).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3' });
    const facts = await describeAudio(file.body);
    expect(facts).toMatchObject({ codec: 'mp3', sampleRate: 32_000, channels: 1, kbps: 128 });
    // MP3 pads its frames: a few hundredths of a second more.
    expect(Math.abs(facts.seconds - spokenSeconds(NORMALISED, 1))).toBeLessThan(0.1);
  });

  it('sends the speed, and speed 2 answers half as long a voice-over', async () => {
    const normal = await engine().speak(request({ format: 'wav', speed: 1 }), context());
    const fast = await engine().speak(request({ format: 'wav', speed: 2 }), context());

    expect(lastSpeech()?.json).toMatchObject({ speed: 2 });
    const [slow, quick] = [await describeAudio(normal.body), await describeAudio(fast.body)];
    expect(quick.seconds).toBeCloseTo(spokenSeconds(NORMALISED, 2), 1);
    expect(quick.seconds).toBeLessThan(slow.seconds * 0.6);
  });

  it("speaks a server voice by its own id and the spec's catalogue voices by the configured one", async () => {
    expect(speechVoiceId('am_adam')).toBe('speech:am_adam');
    expect(serverVoiceOf('speech:am_adam')).toBe('am_adam');
    expect(serverVoiceOf('Wise_Woman')).toBeNull();
    const voice = { id: speechVoiceId('am_adam'), espeak: 'en-us', basePitch: 50 };

    await engine().speak(request({ voice_id: voice.id }, { voice }), context());
    expect(lastSpeech()?.json).toMatchObject({ voice: 'am_adam' });

    await engine('tts-1').speak(request(), context());
    expect(lastSpeech()?.json).toMatchObject({ model: 'tts-1', voice: 'af_bella' });
  });

  it('sends the text as written when English normalisation is off', async () => {
    await engine().speak(request({ english_normalization: false }), context());
    expect(lastSpeech()?.json).toMatchObject({ input: TEXT });
  });

  it.each(['mp3', 'flac', 'opus', 'aac'] as const)(
    'reads the %s a server answers of its own choice, whatever its content type says',
    async (answer) => {
      double.behave({ kind: 'normal', answer, contentType: 'application/octet-stream' });

      const file = await engine().speak(request({ format: 'wav', sample_rate: 16_000 }), context());

      const facts = await describeAudio(file.body);
      expect(facts).toMatchObject({ codec: 'pcm_s16le', sampleRate: 16_000, channels: 1 });
      expect(Math.abs(facts.seconds - spokenSeconds(NORMALISED, 1))).toBeLessThan(0.1);
    },
  );

  it('speaks a text longer than the API takes in parts, cut between sentences, joined in order (issue 48)', async () => {
    const sentence = 'The gulls cry over the harbour at dawn. ';
    const text = sentence
      .repeat(Math.ceil(5000 / sentence.length))
      .slice(0, 5000)
      .trim();
    const before = double.calls('POST', '/v1/audio/speech').length;
    const file = await engine().speak(
      request({ format: 'wav', sample_rate: 24_000, english_normalization: false }, { text }),
      context(),
    );
    const calls = double.calls('POST', '/v1/audio/speech').slice(before);
    const inputs = calls.map((call) => (call.json as { input: string }).input);
    expect(inputs.length).toBe(2);
    expect(inputs.every((input) => input.length <= MAX_INPUT_CHARACTERS)).toBe(true);
    expect(inputs[0]?.endsWith('dawn.')).toBe(true);
    expect(inputs.join('')).toBe(text);
    const seconds = (await describeAudio(file.body)).seconds;
    const expected = inputs.reduce((sum, input) => sum + spokenSeconds(input, 1), 0);
    expect(Math.abs(seconds - expected)).toBeLessThan(0.2);
  });

  it('applies pitch and volume after the server, and says that it has no emotions', async () => {
    const plain = await engine().speak(request({ format: 'wav', sample_rate: 24_000 }), context());
    const shaped = await engine().speak(
      request({ format: 'wav', sample_rate: 24_000, pitch: 12, volume: 4, emotion: 'happy' }),
      context(),
    );

    // The server was asked the same either way: the shaping is ours.
    const [first, second] = double.calls('POST', '/v1/audio/speech');
    expect(second?.json).toEqual(first?.json);
    // An octave up: the 440 Hz tone at 880 Hz.
    expect(await crossingsPerSecond(plain.body)).toBeCloseTo(880, -1);
    expect(await crossingsPerSecond(shaped.body)).toBeCloseTo(1760, -1);
    expect((await rms(shaped.body)) / (await rms(plain.body))).toBeCloseTo(4, 0);
    expect(shaped.note).toBe('Your speech server has no emotions: "happy" was not applied.');
  });

  it('fails without repeating the key when the server refuses it', async () => {
    const wrongKey = 'sk-wrong-key-9876543210';
    const error = await failureOf(
      createOpenAISpeechEngine(
        { ...server, headers: { Authorization: `Bearer ${wrongKey}` } },
        { model: 'kokoro', voice: 'af_bella' },
      ).speak(request(), context()),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe('The speech server refused the key it was given (401)');
    expect(error.message).not.toContain(wrongKey);
    expect(failures).toBe(1);
  });

  it("fails with the server's words when it does not know the configured voice", async () => {
    const error = await failureOf(
      createOpenAISpeechEngine(server, { model: 'kokoro', voice: 'nobody' }).speak(
        request(),
        context(),
      ),
    );
    expect(error.message).toMatch(/^The speech server answered 400 to \/audio\/speech: /);
    expect(error.message).toContain("Voice 'nobody' not found");
    expect(error.message).not.toContain(double.origin);
  });

  it("fails with the server's message, not its address, when it answers 500", async () => {
    double.behave({ kind: 'error', message: 'CUDA out of memory. Tried to allocate 2.00 GiB' });
    const error = await failureOf(engine().speak(request(), context()));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/^The speech server answered 500 to \/audio\/speech: /);
    expect(error.message).toContain('CUDA out of memory. Tried to allocate 2.00 GiB');
    expect(error.message).not.toContain(double.origin);
    expect(failures).toBe(1);
  });

  it.each([
    ['garbage', 'The speech server answered something that is not audio'],
    ['not_audio', 'The speech server answered something that is not audio'],
    ['broken_audio', 'The speech server answered audio that could not be read'],
  ] as const)('fails as unavailable when the answer is %s', async (kind, message) => {
    double.behave({ kind });
    const error = await failureOf(engine().speak(request(), context()));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe(message);
    expect(failures).toBe(1);
  });

  it('names the server, but not its address, when it cannot be reached', async () => {
    const baseUrl = await unreachableSpeechUrl();
    const error = await failureOf(
      createOpenAISpeechEngine(
        { ...server, baseUrl },
        { model: 'kokoro', voice: 'af_bella' },
      ).speak(request(), context()),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe('The speech server could not be reached');
    expect(failures).toBe(1);
  });

  it("stops promptly with the job's abort reason while the server hangs", async () => {
    double.behave({ kind: 'hang' });
    const controller = new AbortController();
    const running = engine()
      .speak(request(), context({ signal: controller.signal }))
      .catch((e: unknown) => e);
    await until(() => double.calls('POST', '/v1/audio/speech').length === 1);
    const reason = new Error('the job was cancelled');
    const abortedAt = Date.now();
    controller.abort(reason);

    expect(await running).toBe(reason);
    expect(Date.now() - abortedAt).toBeLessThan(1_000);
    // Our own cancel is not the server failing.
    expect(failures).toBe(0);
  });
});

describe('speech server voices', () => {
  it("lists Kokoro-FastAPI's voice names, with the server's key", async () => {
    expect(await listSpeechVoices(server, new AbortController().signal)).toEqual([
      'af_bella',
      'af_sky',
      'am_adam',
      'am_michael',
      'bf_emma',
    ]);
    expect(double.calls('GET', '/v1/audio/voices')[0]?.headers.authorization).toBe(
      `Bearer ${API_KEY}`,
    );
  });

  it.each(['objects', 'array'] as const)('reads a list of voices as %s', async (voiceList) => {
    const other = await startOpenAISpeechDouble({ voices: ['alloy', 'echo'], voiceList });
    try {
      expect(
        await listSpeechVoices({ name: NAME, baseUrl: other.url }, new AbortController().signal),
      ).toEqual(['alloy', 'echo']);
    } finally {
      await other.close();
    }
  });

  it('answers null, and counts no failure, for a server without a voice list', async () => {
    const other = await startOpenAISpeechDouble({ voices: null });
    try {
      const listed = await listSpeechVoices(
        { ...server, baseUrl: other.url, headers: {} },
        new AbortController().signal,
      );
      expect(listed).toBeNull();
      expect(other.calls('GET', '/v1/audio/voices')).toHaveLength(1);
      expect(failures).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('fails as callServer does, counted, when the server refuses the key', async () => {
    const error = await failureOf(
      listSpeechVoices(
        { ...server, headers: { Authorization: 'Bearer sk-wrong' } },
        new AbortController().signal,
      ),
    );
    expect(error.message).toBe('The speech server refused the key it was given (401)');
    expect(failures).toBe(1);
  });
});
