import { AdminAccountResponse } from '@atelier/contract';
import type { AdminInviteBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { adminsKey } from './list-admins';

/** Invites a colleague by email: they set their own password from the link they are sent. */
export function inviteAdmin(body: AdminInviteBody): Promise<AdminAccountResponse> {
  return adminFetch('/admins', { method: 'POST', body, schema: AdminAccountResponse });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
