import { ImageResponse } from '@atelier/contract';
import type { FreeImageBody, PaidImageBody } from '@atelier/contract';
import { readAnswer } from './read-answer';
import { runGeneration } from './run-generation';
import type { RunGenerationOptions } from './run-generation';

export const IMAGE_ANSWER_MESSAGES = {
  empty: 'No image data received',
  missing: 'Invalid response from server - no image URL received',
};

/** The free tier has its own endpoint; the paid tiers send their options. */
export async function generateImage(
  body: FreeImageBody | PaidImageBody,
  options: RunGenerationOptions = {},
): Promise<ImageResponse> {
  const path = body.model_type === 'free' ? '/generate-image-free' : '/generate-image';
  const raw = await runGeneration(path, body, options);
  return readAnswer(raw, 'image_url', ImageResponse, IMAGE_ANSWER_MESSAGES);
}
