import { Recommendation } from '@atelier/contract';
import type { AiTaskType } from '@atelier/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export const recommendationKey = ['ai-tools', 'recommendation'] as const;

/**
 * The one tool recommended for a task-type card. Sent with the token: each answer spends one of
 * the day's AI Recommendations, and the plan's limit answers 429.
 */
export function getRecommendation(
  taskType: AiTaskType,
  signal?: AbortSignal,
): Promise<Recommendation> {
  const query = new URLSearchParams({ task_type: taskType });
  return apiFetch(`/ai-tools/recommend?${query.toString()}`, {
    schema: Recommendation,
    signal,
  });
}

const isLimit = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * Idle until a card is chosen; each card's answer is kept, so going back to one is instant (and
 * spends nothing). A refusal at the daily limit is not asked again.
 */
export function useRecommendation(taskType: AiTaskType | null) {
  return useQuery({
    queryKey: [...recommendationKey, taskType],
    queryFn: taskType ? ({ signal }) => getRecommendation(taskType, signal) : skipToken,
    staleTime: 30 * 60_000,
    retry: (failures, error) => !isLimit(error) && failures < 1,
  });
}
