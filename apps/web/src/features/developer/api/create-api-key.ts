import { ApiKeyCreated } from '@atelier/contract';
import type { CreateApiKeyBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeysKey } from './list-api-keys';

/** A new key; the answer holds the whole key, which the server never shows again. */
export function createApiKey(body: CreateApiKeyBody): Promise<ApiKeyCreated> {
  return apiFetch('/developer/keys', { method: 'POST', body, schema: ApiKeyCreated });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
