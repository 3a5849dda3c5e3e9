import { ApiKeysResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const apiKeysKey = ['developer', 'keys'] as const;

export function listApiKeys(signal?: AbortSignal): Promise<ApiKeysResponse> {
  return apiFetch('/developer/keys', { schema: ApiKeysResponse, signal });
}

/** The user's live keys, by prefix only: the whole key is shown once, when it is created. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => listApiKeys(signal),
    // The page offers its own "Try again" rather than a silent wait.
    retry: false,
  });
}
