import { AdminAccountResponse } from '@atelier/contract';
import type { AdminUpdateAdminBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { adminsKey } from './list-admins';

/** A colleague's role, or whether their account is active. */
export function updateAdmin(input: { adminId: string; changes: AdminUpdateAdminBody }) {
  return adminFetch(`/admins/${encodeURIComponent(input.adminId)}`, {
    method: 'PUT',
    body: input.changes,
    schema: AdminAccountResponse,
  });
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    // Also on failure: a refused change (the last full_rights admin) shows the list as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
