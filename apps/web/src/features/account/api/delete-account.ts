import { MessageBody } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { translate } from '../../../lib/i18n/i18n';
import { useAuth } from '../../../kits/session/auth-context';

export interface DeleteAccountInput {
  /** Only for accounts that have a password. */
  password?: string;
  confirmation: 'DELETE';
}

export function deleteAccount(body: DeleteAccountInput): Promise<MessageBody> {
  return apiFetch('/auth/account', { method: 'DELETE', body, schema: MessageBody });
}

/**
 * The account and its sessions are gone on the server; here the token goes and the visitor lands
 * on the home page. The toast is raised here because the page that asked is unmounted by then.
 */
export function useDeleteAccount() {
  const { endSession } = useAuth();
  return useMutation({
    mutationFn: deleteAccount,
    // The server's message is its English; the toast speaks the interface's language.
    onSuccess: () => {
      toast.success(translate('api.auth.accountDeleted'));
      endSession('/');
    },
  });
}
