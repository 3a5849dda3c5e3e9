import { AdminUserChangedResponse } from '@atelier/contract';
import type { AdminUpdateUserBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { invalidateUser } from './invalidate-user';

/** Name, active or verified; deactivating ends the user's sessions on the server at once. */
export function updateAdminUser(input: { userId: string; changes: AdminUpdateUserBody }) {
  return adminFetch(`/users/${encodeURIComponent(input.userId)}`, {
    method: 'PUT',
    body: input.changes,
    schema: AdminUserChangedResponse,
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (_answer, input) => invalidateUser(queryClient, input.userId),
  });
}
