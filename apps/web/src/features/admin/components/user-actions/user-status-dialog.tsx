import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useUpdateAdminUser } from '../../api/update-user';
import { displayName } from './managed-user';
import type { ManagedUser } from './managed-user';

/** Deactivating signs the user out everywhere at once; activating lets them sign in again. */
export function UserStatusDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const update = useUpdateAdminUser();
  const deactivate = user.is_active;
  const name = displayName(user);

  const confirm = () =>
    update.mutate(
      { userId: user.id, changes: { is_active: !deactivate } },
      {
        onSuccess: () => {
          toast.success(deactivate ? `${name} was deactivated` : `${name} was activated`);
          onClose();
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'Failed to update the user. Please try again.'));
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={deactivate ? `Deactivate ${name}?` : `Activate ${name}?`}
      message={
        deactivate
          ? 'They are signed out of every device at once and cannot sign in until activated again.'
          : 'They can sign in and use their account again.'
      }
      confirmLabel={deactivate ? 'Deactivate' : 'Activate'}
      tone={deactivate ? 'danger' : 'primary'}
      busy={update.isPending}
      onConfirm={confirm}
    />
  );
}
