import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useDeleteAdminUser } from '../../api/delete-user';
import { displayName } from './managed-user';
import type { ManagedUser } from './managed-user';

/** Spec part 2, section 5: deletion asks first. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: ManagedUser;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteAdminUser();

  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        toast.error(`Failed to delete user: ${errorMessage(error, error.message)}`);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete ${displayName(user)}?`}
      message={`The account of ${user.email} and everything in it is deleted for good. This cannot be undone.`}
      confirmLabel="Delete user"
      tone="danger"
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
