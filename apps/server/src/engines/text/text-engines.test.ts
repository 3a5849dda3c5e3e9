import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test/helpers/openai-double';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { parseEnv } from '../../config';
import { AppError } from '../../lib/errors';
import { createTextEngines } from './text-engines';

const KEY = 'sk-test-0123456789abcdefghijklmnop';
const TOKEN = 'r8_double_token';
const live = () => ({ signal: new AbortController().signal });

let chat: OpenAiDouble;
let keyless: OpenAiDouble;
let replicate: ReplicateDouble;
beforeAll(async () => {
  chat = await startOpenAiDouble({ apiKey: KEY });
  keyless = await startOpenAiDouble({ apiKey: null });
  replicate = await startReplicateDouble({ token: TOKEN });
});
afterAll(async () => {
  await chat.close();
  await keyless.close();
  await replicate.close();
});

const engines = (env: Record<string, string>) => createTextEngines(parseEnv(env));

describe('text engines through the provider doubles', () => {
  it('asks OpenAI through Chat Completions with the model, system, prompt and key', async () => {
    chat.reply((call) => `Bonjour, ${call.prompt}`);
    const engine = engines({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: chat.url }).get(
      'openai',
      'gpt-4o',
    );
    expect(engine).toMatchObject({ engine: 'provider', provider: 'openai', model: 'gpt-4o' });

    const answer = await engine!.generate(
      { system: 'Translate to French.', prompt: 'hello there', maxOutputTokens: 64 },
      live(),
    );

    expect(answer).toBe('Bonjour, hello there');
    const request = chat.requests.at(-1)!;
    expect(request.url.pathname).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(chat.calls.at(-1)).toMatchObject({
      model: 'gpt-4o',
      system: 'Translate to French.',
      prompt: 'hello there',
      body: { max_tokens: 64 },
    });
  });

  // Every provider the AI SDK serves, each through its own vendor's route on the double.
  it.each([
    [
      'groq',
      'llama-3.1-8b-instant',
      { GROQ_API_KEY: KEY, GROQ_BASE_URL: 'url' },
      '/v1/chat/completions',
    ],
    [
      'huggingface',
      'meta-llama/Llama-3.1-8B-Instruct',
      { HUGGINGFACE_API_KEY: KEY, HUGGINGFACE_BASE_URL: 'url' },
      '/v1/chat/completions',
    ],
    [
      'together',
      'meta-llama/Llama-3.2-3B-Instruct-Turbo',
      { TOGETHER_AI_API_KEY: KEY, TOGETHER_BASE_URL: 'url' },
      '/v1/chat/completions',
    ],
    [
      'deepinfra',
      'meta-llama/Meta-Llama-3.1-8B-Instruct',
      { DEEPINFRA_API_KEY: KEY, DEEPINFRA_BASE_URL: 'url/openai' },
      '/v1/openai/chat/completions',
    ],
    [
      'perplexity',
      'sonar',
      { PERPLEXITY_API_KEY: KEY, PERPLEXITY_BASE_URL: 'url' },
      '/v1/chat/completions',
    ],
    ['ollama', 'llama3.2', { OLLAMA_BASE_URL: 'keyless' }, '/v1/chat/completions'],
    [
      'copilot',
      'gpt-4o-mini',
      { AZURE_API_KEY: KEY, AZURE_BASE_URL: 'azure' },
      '/openai/v1/chat/completions',
    ],
    [
      'anthropic',
      'claude-haiku-4-5',
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: 'url' },
      '/v1/messages',
    ],
    [
      'google',
      'gemini-2.5-flash',
      { GOOGLE_GENERATIVE_AI_API_KEY: KEY, GOOGLE_BASE_URL: 'google' },
      '/v1beta/models/gemini-2.5-flash:generateContent',
    ],
    ['cohere', 'command-r', { COHERE_API_KEY: KEY, COHERE_BASE_URL: 'cohere' }, '/v2/chat'],
  ] as const)('%s answers through its API at %s', async (provider, model, env, path) => {
    const urls: Record<string, string> = {
      url: chat.url,
      azure: chat.azureUrl,
      google: chat.googleUrl,
      cohere: chat.cohereUrl,
      keyless: keyless.url,
    };
    const settings = Object.fromEntries(
      Object.entries(env).map(([name, value]) => [
        name,
        value.replace(/^(url|azure|google|cohere|keyless)/, (m) => urls[m]),
      ]),
    );
    // A self-hosted Ollama takes no key: its double checks none.
    const double = provider === 'ollama' ? keyless : chat;
    double.reply((call) => `${call.dialect} heard: ${call.prompt}`);

    const engine = engines(settings).get(provider, model);
    const answer = await engine!.generate({ system: 'Be brief.', prompt: 'ping' }, live());

    const call = double.calls.at(-1)!;
    expect(call.path).toBe(path);
    expect(call).toMatchObject({ model, system: 'Be brief.', prompt: 'ping' });
    expect(answer).toBe(`${call.dialect} heard: ping`);
  });

  it('says a refused key was refused, without the key, as a 503', async () => {
    const engine = engines({
      OPENAI_API_KEY: 'sk-wrong-key-9876543210zyx',
      OPENAI_BASE_URL: chat.url,
    }).get('openai', 'gpt-4o-mini');

    const failure = await engine!.generate({ prompt: 'hi' }, live()).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      statusCode: 503,
      message: 'OpenAI could not answer: the API key was refused',
    });
    expect(chat.requests.at(-1)?.headers.authorization).toBe('Bearer sk-wrong-key-9876543210zyx');
  });

  it("passes on the provider's reason for a refused request, with anything key-like removed", async () => {
    chat.fail(400, `Unsupported value for max_tokens; key ${KEY} is fine`);
    const engine = engines({ GROQ_API_KEY: KEY, GROQ_BASE_URL: chat.url }).get(
      'groq',
      'llama-3.3-70b-versatile',
    );

    const failure = (await engine!
      .generate({ prompt: 'hi' }, live())
      .catch((e: unknown) => e)) as AppError;
    chat.reply('Hello from the double.');

    expect(failure.statusCode).toBe(503);
    expect(failure.message).toBe(
      'Groq could not answer: the request was refused (HTTP 400): Unsupported value for max_tokens; key [redacted] is fine',
    );
  });

  it('leaves an abort as the abort, not a provider failure', async () => {
    const engine = engines({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: chat.url }).get(
      'openai',
      'gpt-4o',
    );
    const failure = await engine!
      .generate({ prompt: 'hi' }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(AppError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('answers through a Replicate prediction, joining the streamed tokens', async () => {
    const engine = engines({
      REPLICATE_API_TOKEN: TOKEN,
      REPLICATE_API_URL: replicate.url,
      REPLICATE_POLL_MS: '10',
    }).get('replicate', 'meta/meta-llama-3-8b-instruct');

    const answer = await engine!.generate(
      { system: 'Be brief.', prompt: 'a lighthouse', maxOutputTokens: 100 },
      live(),
    );

    expect(answer).toBe('You said: a lighthouse');
    expect(replicate.calls('POST', /predictions$/).at(-1)).toMatchObject({
      path: '/v1/models/meta/meta-llama-3-8b-instruct/predictions',
      body: { input: { prompt: 'a lighthouse', system_prompt: 'Be brief.', max_tokens: 100 } },
    });
  });
});

describe('which text engines are on', () => {
  it('answers null for a provider without its key and for a model outside the catalogue', () => {
    const text = engines({ GROQ_API_KEY: KEY, GROQ_BASE_URL: chat.url });
    expect(text.get('openai', 'gpt-4o')).toBeNull();
    expect(text.get('groq', 'gpt-4o')).toBeNull();
    expect(text.get('nobody', 'x')).toBeNull();
    expect(text.get('groq', 'llama-3.1-8b-instant')).not.toBeNull();
  });

  it('lists every catalogue provider with whether it is on', () => {
    const providers = engines({ COHERE_API_KEY: KEY, AZURE_API_KEY: KEY }).providers();
    expect(providers.map((p) => p.value)).toEqual([
      'openai',
      'anthropic',
      'google',
      'copilot',
      'huggingface',
      'replicate',
      'groq',
      'together',
      'cohere',
      'deepinfra',
      'perplexity',
      'ollama',
    ]);
    // Azure needs its resource URL as well as the key.
    expect(providers.filter((p) => p.enabled).map((p) => p.value)).toEqual(['cohere']);
  });

  it('uses GPT-4o mini for helper calls when OpenAI is on, else the first model on', () => {
    expect(engines({ OPENAI_API_KEY: KEY, GROQ_API_KEY: KEY }).utility()).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(engines({ GROQ_API_KEY: KEY, COHERE_API_KEY: KEY }).utility()).toMatchObject({
      provider: 'groq',
      model: 'llama-3.1-8b-instant',
    });
    expect(engines({}).utility()).toBeNull();
  });
});
