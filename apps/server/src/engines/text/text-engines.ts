import { TEXT_PROVIDERS, VISION_MODELS, findTextModel } from '@atelier/contract';
import { generateText, type UserContent } from 'ai';
import { AppError } from '../../lib/errors';
import { replicateClientFromConfig } from '../replicate/replicate-client';
import type { TextEngine, TextRequest } from '../types';
import { SDK_PROVIDERS, type TextSettings } from './language-models';
import { providerError } from './provider-errors';
import { createReplicateTextEngine } from './replicate-text-engine';

export type { TextSettings } from './language-models';

export interface TextEngines {
  /** Every catalogue provider, in catalogue order, and whether its settings turn it on. */
  providers(): Array<{ value: string; enabled: boolean }>;
  /** The engine for a catalogue model, or null when its provider is off or the model unknown. */
  get(provider: string, model: string): TextEngine | null;
  /** For translation and helper calls: GPT-4o mini when OpenAI is on, else the first model on. */
  utility(): TextEngine | null;
  /** A model that reads images (the first of VISION_MODELS whose provider is on), or null. */
  vision(): TextEngine | null;
}

/** One try plus one retry: a job has its own retries and the user is waiting. */
const MAX_RETRIES = 1;

/** `onProviderError` hears of every failed call, by the catalogue's provider name. */
export function createTextEngines(
  settings: TextSettings,
  onProviderError: (provider: string) => void = () => undefined,
): TextEngines {
  const replicate = replicateClientFromConfig(settings, () => onProviderError('replicate'));
  const labels = new Map(TEXT_PROVIDERS.map((p) => [p.value, p.label]));
  const enabled = (provider: string) =>
    provider === 'replicate'
      ? replicate !== null
      : (SDK_PROVIDERS[provider]?.enabled(settings) ?? false);

  function sdkEngine(provider: string, model: string): TextEngine {
    const sdk = SDK_PROVIDERS[provider];
    if (!sdk) throw new Error(`No AI SDK provider for ${provider}`);
    const label = labels.get(provider) ?? provider;
    const languageModel = sdk.model(settings, model);
    return {
      engine: 'provider',
      provider,
      model,
      async generate(request: TextRequest, context: { signal: AbortSignal }): Promise<string> {
        let text: string;
        try {
          const result = await generateText({
            model: languageModel,
            system: request.system,
            ...(request.images?.length
              ? { messages: [{ role: 'user' as const, content: withImages(request) }] }
              : { prompt: request.prompt }),
            maxOutputTokens: request.maxOutputTokens,
            abortSignal: context.signal,
            maxRetries: MAX_RETRIES,
          });
          text = result.text.trim();
        } catch (error) {
          if (context.signal.aborted) throw error;
          onProviderError(provider);
          throw providerError(label, error, sdk.secret(settings));
        }
        if (!text) {
          onProviderError(provider);
          throw new AppError('UNAVAILABLE', `${label} could not answer: the answer was empty`);
        }
        return text;
      },
    };
  }

  function get(provider: string, model: string): TextEngine | null {
    if (!enabled(provider) || !findTextModel(provider, model)) return null;
    if (provider === 'replicate') {
      return replicate ? createReplicateTextEngine(replicate, model) : null;
    }
    return sdkEngine(provider, model);
  }

  return {
    providers: () => TEXT_PROVIDERS.map((p) => ({ value: p.value, enabled: enabled(p.value) })),
    get,
    utility() {
      if (enabled('openai')) return get('openai', 'gpt-4o-mini');
      const first = TEXT_PROVIDERS.find((p) => enabled(p.value));
      const model = first?.models[0];
      return first && model ? get(first.value, model.value) : null;
    },
    vision() {
      const found = VISION_MODELS.find((choice) => enabled(choice.provider));
      return found ? get(found.provider, found.model) : null;
    },
  };
}

/** The prompt followed by its pictures, as one user message. */
function withImages(request: TextRequest): UserContent {
  return [
    { type: 'text', text: request.prompt },
    ...(request.images ?? []).map((image) => ({
      type: 'image' as const,
      image: image.body,
      mediaType: image.contentType,
    })),
  ];
}
