import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { displayName } from './managed-user';
import type { ManagedUser, UserAction } from './managed-user';
import { UserActionDialog } from './user-action-dialog';

/**
 * A row's Manage button: the actions on that user (the spec's Manage had no handler; this is the
 * menu it stood for). Choosing one swaps this dialog for the action's own.
 */
export function ManageUserButton({ user }: { user: ManagedUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [action, setAction] = useState<UserAction | null>(null);
  const name = displayName(user);

  const choose = (next: UserAction) => {
    setMenuOpen(false);
    setAction(next);
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Manage ${name}`}
        onClick={() => setMenuOpen(true)}
      >
        Manage
      </Button>
      <Dialog
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={`Manage ${name}`}
        description={user.email}
      >
        <div className="grid gap-2">
          <Button variant="secondary" onClick={() => choose('plan')}>
            Change plan
          </Button>
          <Button variant="secondary" onClick={() => choose('credits')}>
            Adjust credits
          </Button>
          <Button variant="secondary" onClick={() => choose('status')}>
            {user.is_active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button variant="danger" onClick={() => choose('delete')}>
            Delete user
          </Button>
        </div>
      </Dialog>
      <UserActionDialog user={user} action={action} onClose={() => setAction(null)} />
    </>
  );
}
