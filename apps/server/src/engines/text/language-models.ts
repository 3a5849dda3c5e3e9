import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createCohere } from '@ai-sdk/cohere';
import { createDeepInfra } from '@ai-sdk/deepinfra';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createGroq } from '@ai-sdk/groq';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createPerplexity } from '@ai-sdk/perplexity';
import { createTogetherAI } from '@ai-sdk/togetherai';
import type { LanguageModel } from 'ai';
import type { Env } from '../../config';

/** The settings the text engines read: a key turns a provider on, a base URL points it anywhere. */
export type TextSettings = Pick<
  Env,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'ANTHROPIC_API_KEY'
  | 'ANTHROPIC_BASE_URL'
  | 'GOOGLE_GENERATIVE_AI_API_KEY'
  | 'GOOGLE_BASE_URL'
  | 'AZURE_API_KEY'
  | 'AZURE_BASE_URL'
  | 'HUGGINGFACE_API_KEY'
  | 'HUGGINGFACE_BASE_URL'
  | 'GROQ_API_KEY'
  | 'GROQ_BASE_URL'
  | 'TOGETHER_AI_API_KEY'
  | 'TOGETHER_BASE_URL'
  | 'COHERE_API_KEY'
  | 'COHERE_BASE_URL'
  | 'DEEPINFRA_API_KEY'
  | 'DEEPINFRA_BASE_URL'
  | 'PERPLEXITY_API_KEY'
  | 'PERPLEXITY_BASE_URL'
  | 'OLLAMA_BASE_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_API_URL'
  | 'REPLICATE_POLL_MS'
>;

export interface SdkProvider {
  /** The secret to keep out of messages; undefined for a keyless local Ollama. */
  secret(settings: TextSettings): string | undefined;
  enabled(settings: TextSettings): boolean;
  model(settings: TextSettings, modelId: string): LanguageModel;
}

const keyed = (
  secret: (s: TextSettings) => string | undefined,
  model: (s: TextSettings, modelId: string) => LanguageModel,
): SdkProvider => ({ secret, enabled: (s) => Boolean(secret(s)), model });

/** Every catalogue provider the AI SDK serves (Replicate text runs as a prediction instead). */
export const SDK_PROVIDERS: Record<string, SdkProvider> = {
  // `.chat` keeps OpenAI on Chat Completions, the API every compatible host and double speaks.
  openai: keyed(
    (s) => s.OPENAI_API_KEY,
    (s, id) => createOpenAI({ apiKey: s.OPENAI_API_KEY, baseURL: s.OPENAI_BASE_URL }).chat(id),
  ),
  anthropic: keyed(
    (s) => s.ANTHROPIC_API_KEY,
    (s, id) => createAnthropic({ apiKey: s.ANTHROPIC_API_KEY, baseURL: s.ANTHROPIC_BASE_URL })(id),
  ),
  google: keyed(
    (s) => s.GOOGLE_GENERATIVE_AI_API_KEY,
    (s, id) =>
      createGoogleGenerativeAI({
        apiKey: s.GOOGLE_GENERATIVE_AI_API_KEY,
        baseURL: s.GOOGLE_BASE_URL,
      })(id),
  ),
  // Azure OpenAI needs the resource's URL as well as the key; the models are deployment names.
  copilot: {
    secret: (s) => s.AZURE_API_KEY,
    enabled: (s) => Boolean(s.AZURE_API_KEY && s.AZURE_BASE_URL),
    model: (s, id) => createAzure({ apiKey: s.AZURE_API_KEY, baseURL: s.AZURE_BASE_URL }).chat(id),
  },
  huggingface: keyed(
    (s) => s.HUGGINGFACE_API_KEY,
    (s, id) =>
      createOpenAICompatible({
        name: 'huggingface',
        apiKey: s.HUGGINGFACE_API_KEY,
        baseURL: s.HUGGINGFACE_BASE_URL,
      }).chatModel(id),
  ),
  groq: keyed(
    (s) => s.GROQ_API_KEY,
    (s, id) => createGroq({ apiKey: s.GROQ_API_KEY, baseURL: s.GROQ_BASE_URL })(id),
  ),
  together: keyed(
    (s) => s.TOGETHER_AI_API_KEY,
    (s, id) =>
      createTogetherAI({ apiKey: s.TOGETHER_AI_API_KEY, baseURL: s.TOGETHER_BASE_URL })(id),
  ),
  cohere: keyed(
    (s) => s.COHERE_API_KEY,
    (s, id) => createCohere({ apiKey: s.COHERE_API_KEY, baseURL: s.COHERE_BASE_URL })(id),
  ),
  // The setting names DeepInfra's OpenAI endpoint (…/v1/openai); the SDK adds `/openai` itself.
  deepinfra: keyed(
    (s) => s.DEEPINFRA_API_KEY,
    (s, id) =>
      createDeepInfra({
        apiKey: s.DEEPINFRA_API_KEY,
        baseURL: s.DEEPINFRA_BASE_URL.replace(/\/openai\/?$/, ''),
      })(id),
  ),
  perplexity: keyed(
    (s) => s.PERPLEXITY_API_KEY,
    (s, id) =>
      createPerplexity({ apiKey: s.PERPLEXITY_API_KEY, baseURL: s.PERPLEXITY_BASE_URL })(id),
  ),
  ollama: {
    secret: () => undefined,
    enabled: (s) => Boolean(s.OLLAMA_BASE_URL),
    model: (s, id) =>
      createOpenAICompatible({ name: 'ollama', baseURL: s.OLLAMA_BASE_URL ?? '' }).chatModel(id),
  },
};
