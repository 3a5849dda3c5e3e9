import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import type { ManagedUser, UserAction } from './managed-user';
import { UserStatusDialog } from './user-status-dialog';

/** The dialog of one action on a user, the same from the list and from the user's page. */
export function UserActionDialog({
  user,
  action,
  onClose,
  onDeleted,
}: {
  user: ManagedUser;
  action: UserAction | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  switch (action) {
    case 'plan':
      return <ChangePlanDialog user={user} onClose={onClose} />;
    case 'credits':
      return <AdjustCreditsDialog user={user} onClose={onClose} />;
    case 'status':
      return <UserStatusDialog user={user} onClose={onClose} />;
    case 'delete':
      return <DeleteUserDialog user={user} onClose={onClose} onDeleted={onDeleted} />;
    case null:
      return null;
  }
}
