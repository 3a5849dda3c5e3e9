import { GENERATION_MESSAGES, type TranslateBody, type TranslateResponse } from '@atelier/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Engines } from '../../engines';
import { AppError } from '../../lib/errors';
import { admitThrottled } from '../../lib/throttle';

/**
 * Translation runs at once, not as a job: it makes nothing to keep. The spec calls it without a
 * token, so it is limited per IP. There is no honest local engine for it: with no text provider
 * configured the answer is 503 naming the setting that turns it on.
 */
export async function translateText(
  deps: { db: Database; engines: Engines; config: Config },
  body: TranslateBody,
  ip: string,
): Promise<TranslateResponse> {
  const engine = deps.engines.text.utility();
  if (!engine) throw new AppError('UNAVAILABLE', GENERATION_MESSAGES.translationUnavailable);
  const key = `translate:ip:${ip}`;
  const state = await admitThrottled(deps.db, key, {
    max: deps.config.TRANSLATE_ANONYMOUS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (state.limited) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many translations from this address. Please try again later.',
      undefined,
      { 'retry-after': String(state.retryAfterSeconds) },
    );
  }
  const translated = await engine.generate(
    {
      system: `Translate the user's text into ${body.target_language}. Keep the meaning, tone and formatting, keep [bracketed] placeholders and proper nouns as they are, and answer with the translation only.`,
      prompt: body.text,
      maxOutputTokens: 4000,
    },
    { signal: AbortSignal.timeout(60_000) },
  );
  return {
    translated_text: translated.trim(),
    target_language: body.target_language,
    provider: engine.provider,
    model: engine.model,
  };
}
