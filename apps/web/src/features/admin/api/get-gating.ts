import { AdminGatingResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export const gatingKey = [...adminKey, 'gating'] as const;

export function getGating(signal?: AbortSignal): Promise<AdminGatingResponse> {
  return adminFetch('/features/gating', { schema: AdminGatingResponse, signal });
}

/** Each plan's daily limit per counted feature, beside the catalogue's (manage_features). */
export function useGating() {
  return useQuery({
    queryKey: gatingKey,
    queryFn: ({ signal }) => getGating(signal),
    retry: false,
  });
}
