import { MessageBody } from '@atelier/contract';
import type { AdminAcceptInviteBody } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

/** The invited admin's password; they sign in (and enrol MFA) afterwards. */
export function acceptAdminInvite(body: AdminAcceptInviteBody): Promise<MessageBody> {
  return adminFetch('/invitations/accept', {
    method: 'POST',
    anonymous: true,
    body,
    schema: MessageBody,
  });
}

export function useAcceptAdminInvite() {
  return useMutation({ mutationFn: acceptAdminInvite });
}
