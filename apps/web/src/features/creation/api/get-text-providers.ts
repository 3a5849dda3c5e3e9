import { TextProvidersResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const textProvidersKey = ['creation', 'text-providers'] as const;

/** The text providers with the ones this install has a key for, and whether translation works. */
export function getTextProviders(signal?: AbortSignal): Promise<TextProvidersResponse> {
  return apiFetch('/chat/providers', { schema: TextProvidersResponse, signal });
}

export function useTextProviders() {
  return useQuery({
    queryKey: textProvidersKey,
    queryFn: ({ signal }) => getTextProviders(signal),
    staleTime: 5 * 60_000,
  });
}
