import { Recommendation } from '@atelier/contract';
import type { AiTaskType } from '@atelier/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const recommendationKey = ['ai-tools', 'recommendation'] as const;

/** The one tool recommended for a task-type card. */
export function getRecommendation(
  taskType: AiTaskType,
  signal?: AbortSignal,
): Promise<Recommendation> {
  const query = new URLSearchParams({ task_type: taskType });
  return apiFetch(`/ai-tools/recommend?${query.toString()}`, {
    schema: Recommendation,
    signal,
    anonymous: true,
  });
}

/** Idle until a card is chosen; each card's answer is kept, so going back to one is instant. */
export function useRecommendation(taskType: AiTaskType | null) {
  return useQuery({
    queryKey: [...recommendationKey, taskType],
    queryFn: taskType ? ({ signal }) => getRecommendation(taskType, signal) : skipToken,
    staleTime: 30 * 60_000,
  });
}
