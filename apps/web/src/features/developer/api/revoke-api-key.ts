import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeysKey } from './list-api-keys';

/** Stops a key at once: its next request is refused. */
export async function revokeApiKey(keyId: string): Promise<void> {
  await apiFetch(`/developer/keys/${encodeURIComponent(keyId)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    // Also on failure: a key revoked meanwhile in another tab shows as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
