import { VideoResponse } from '@atelier/contract';
import type { VideoBody } from '@atelier/contract';
import { readAnswer } from './read-answer';
import { runGeneration } from './run-generation';
import type { RunGenerationOptions } from './run-generation';

export const VIDEO_ANSWER_MESSAGES = {
  empty: 'No video data received',
  missing: 'Invalid response from server - no video URL received',
};

export async function generateVideo(
  body: VideoBody,
  options: RunGenerationOptions = {},
): Promise<VideoResponse> {
  const raw = await runGeneration('/generate-video', body, options);
  return readAnswer(raw, 'video_url', VideoResponse, VIDEO_ANSWER_MESSAGES);
}
