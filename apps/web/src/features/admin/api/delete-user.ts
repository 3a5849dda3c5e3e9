import { MessageBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { adminUsersKey } from './list-users';

export function deleteAdminUser(userId: string): Promise<MessageBody> {
  return adminFetch(`/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: MessageBody,
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    // The user's own page leaves once they are gone, so only the list needs fetching again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
