import { MessageBody } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../kits/session/auth-context';

/** Ends every session of the user, this one included. */
export function logoutAll(): Promise<MessageBody> {
  return apiFetch('/auth/logout-all', { method: 'POST', schema: MessageBody });
}

/** Spec: after logout-all the token is removed and the user goes to /login. */
export function useLogoutAll() {
  const { endSession } = useAuth();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: () => endSession('/login'),
  });
}
