import { ImageModelsResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const imageModelsKey = ['creation', 'image-models'] as const;

/** The tiers' options and whether each is served by a provider or the local engine. */
export function getImageModels(signal?: AbortSignal): Promise<ImageModelsResponse> {
  return apiFetch('/image-models', { schema: ImageModelsResponse, signal });
}

export function useImageModels() {
  return useQuery({
    queryKey: imageModelsKey,
    queryFn: ({ signal }) => getImageModels(signal),
    staleTime: 5 * 60_000,
  });
}
