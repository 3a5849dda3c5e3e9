import { VideoModelsResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const videoModelsKey = ['creation', 'video-models'] as const;

/** Each tier's durations, resolutions, frame rates and engine, keyed by tier. */
export function getVideoModels(signal?: AbortSignal): Promise<VideoModelsResponse> {
  return apiFetch('/video-models', { schema: VideoModelsResponse, signal });
}

export function useVideoModels() {
  return useQuery({
    queryKey: videoModelsKey,
    queryFn: ({ signal }) => getVideoModels(signal),
    staleTime: 5 * 60_000,
  });
}
