import { MessageBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { apiKeysKey } from './list-api-keys';

/** Stops a key at once; it stays listed as revoked. */
export function revokeApiKey(keyId: string): Promise<MessageBody> {
  return adminFetch(`/api-keys/${encodeURIComponent(keyId)}`, {
    method: 'DELETE',
    schema: MessageBody,
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    // Also on failure: a key revoked meanwhile by a colleague shows as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
