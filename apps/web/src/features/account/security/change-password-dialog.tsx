import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { errorMessage } from '../../../lib/error-message';

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

function validate(current: string, next: string, confirm: string): Errors {
  const errors: Errors = {};
  if (!current.trim()) errors.current = 'Please enter your current password.';
  if (next.trim().length < PASSWORD_MIN_LENGTH) errors.next = AUTH_MESSAGES.passwordTooShort;
  else if (next.trim().length > PASSWORD_MAX_LENGTH) errors.next = AUTH_MESSAGES.passwordTooLong;
  if (confirm !== next) errors.confirm = AUTH_MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** Mounted while open, so every opening starts with an empty form. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(current, next, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ current_password: current, new_password: next });
  };

  if (change.isSuccess) {
    return (
      <Dialog
        open
        onOpenChange={onClose}
        title="Password changed"
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <Alert tone="success">{change.data.message}</Alert>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      title="Change password"
      description={`Use at least ${PASSWORD_MIN_LENGTH} characters. Your other devices will be signed out.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {change.isError ? (
          <Alert tone="error">
            {errorMessage(change.error, 'Could not change your password.')}
          </Alert>
        ) : null}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.next}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
