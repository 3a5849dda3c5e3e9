import type { Job } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { generationsKey } from './list-generations';
import { postGeneration } from '../../../kits/media-tool/api/post-generation';
import { refreshBalance } from './refresh-balance';

export interface RerunRequest {
  path: string;
  body: Record<string, unknown>;
}

const IMAGE_FIELDS = ['resolution', 'quality', 'aspect_ratio'] as const;
const VIDEO_FIELDS = ['duration', 'resolution', 'fps'] as const;

/**
 * The request that made a creation, rebuilt from the job's input: the tool's own endpoint and its
 * body fields. The seed is left out, so a re-run is a fresh take on the same prompt and settings.
 * Null for kinds that cannot be re-run from here (text, prompts, analyses), and for the tools
 * that took the user's own media (reimagine, product ads): their files are not sent again.
 */
export function rerunRequest(job: Job): RerunRequest | null {
  if (job.tool !== 'image' && job.tool !== 'video') return null;
  const tier = typeof job.input.model_type === 'string' ? job.input.model_type : job.tier;
  if (!tier) return null;
  if (job.kind === 'image') {
    if (tier === 'free') {
      return { path: '/generate-image-free', body: { prompt: job.prompt, model_type: 'free' } };
    }
    return {
      path: '/generate-image',
      body: { prompt: job.prompt, model_type: tier, ...pick(job.input, IMAGE_FIELDS) },
    };
  }
  if (job.kind === 'video') {
    const fields = pick(job.input, VIDEO_FIELDS);
    // Only the ultra tier takes a frame rate.
    if (tier !== 'ultra') delete fields.fps;
    return { path: '/generate-video', body: { prompt: job.prompt, model_type: tier, ...fields } };
  }
  return null;
}

function pick(input: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.filter((key) => input[key] != null).map((key) => [key, input[key]]),
  );
}

/**
 * Starts the same generation again without waiting for it: the server answers 202 at once and the
 * new job shows in the list, which refreshes itself while jobs run.
 */
export async function rerunGeneration(job: Job): Promise<void> {
  const request = rerunRequest(job);
  if (!request) throw new Error(`A ${job.kind} creation cannot be re-run from here.`);
  await postGeneration(request.path, request.body, {
    respondAsync: true,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useRerunGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunGeneration,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: generationsKey });
      await refreshBalance();
    },
  });
}
