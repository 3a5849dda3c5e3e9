import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { useDeleteAccount } from '../api/delete-account';
import { errorMessage } from '../../../lib/error-message';

/** Mounted while open. The button waits for the password (if any) and the typed word. */
export function DeleteAccountDialog({
  hasPassword,
  onClose,
}: {
  hasPassword: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const ready = confirmation === 'DELETE' && (!hasPassword || password.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate({ confirmation: 'DELETE', ...(hasPassword ? { password } : {}) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Delete your account?"
      description="This deletes your profile, your creations, your workflows and any remaining credits, and signs you out everywhere. It cannot be undone."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {remove.isError ? (
          <Alert tone="error">
            {errorMessage(remove.error, 'Your account could not be deleted.')}
          </Alert>
        ) : null}
        {hasPassword ? (
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <Field
          label="Type DELETE to confirm"
          autoComplete="off"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!ready || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
