import { AUTH_MESSAGES } from '@atelier/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLogoutAll } from '../api/logout-all';

export interface LogoutAllDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pages differ here: one shows a message, the security page only logs (spec). */
  onError: (error: unknown) => void;
}

/** Asks, then ends every session and leaves for /login (useLogoutAll). */
export function LogoutAllDialog({ open, onOpenChange, onError }: LogoutAllDialogProps) {
  const logoutAll = useLogoutAll();
  const confirm = () =>
    logoutAll.mutate(undefined, {
      onError: (error) => {
        onOpenChange(false);
        onError(error);
      },
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Log out of all devices?"
      message={AUTH_MESSAGES.confirmLogoutAll}
      confirmLabel="Logout All Devices"
      tone="danger"
      busy={logoutAll.isPending}
      onConfirm={confirm}
    />
  );
}
