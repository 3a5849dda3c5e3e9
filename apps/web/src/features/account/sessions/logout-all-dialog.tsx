import { useT } from '../../../lib/i18n/i18n';
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
  const t = useT();
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
      title={t('sessions.logoutAllQuestion')}
      message={t('api.auth.confirmLogoutAll')}
      confirmLabel={t('sessions.logoutAll')}
      tone="danger"
      busy={logoutAll.isPending}
      onConfirm={confirm}
    />
  );
}
