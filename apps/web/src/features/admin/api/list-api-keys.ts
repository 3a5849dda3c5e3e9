import { AdminApiKeysResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export const apiKeysKey = [...adminKey, 'api-keys'] as const;

export function listApiKeys(signal?: AbortSignal): Promise<AdminApiKeysResponse> {
  return adminFetch('/api-keys', { schema: AdminApiKeysResponse, signal });
}

/** Every API key, newest first, by its prefix only (manage_admins). */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => listApiKeys(signal),
    retry: false,
  });
}
