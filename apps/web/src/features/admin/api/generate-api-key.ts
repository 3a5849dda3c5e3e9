import { AdminApiKeyCreatedResponse } from '@atelier/contract';
import type { AdminApiKeyGenerateBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { apiKeysKey } from './list-api-keys';

/** A new key with a role; the answer holds the whole key, which the server never shows again. */
export function generateApiKey(body: AdminApiKeyGenerateBody): Promise<AdminApiKeyCreatedResponse> {
  return adminFetch('/api-keys/generate', {
    method: 'POST',
    body,
    schema: AdminApiKeyCreatedResponse,
  });
}

export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
