import { MessageBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionsKey } from './list-sessions';

/** Ends one of the user's other sessions (the device using it is signed out on its next call). */
export function revokeSession(sessionId: string): Promise<MessageBody> {
  return apiFetch(`/auth/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    schema: MessageBody,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
