import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { errorMessage } from '../../../lib/error-message';

export interface ManageTwoFactorDialogProps {
  onClose: () => void;
  hasPassword: boolean;
  /** Undefined while the overview loads. */
  recoveryCodesLeft: number | undefined;
}

/** Turning two-factor off needs the password and a code, so a stolen session cannot do it. */
export function ManageTwoFactorDialog({
  onClose,
  hasPassword,
  recoveryCodesLeft,
}: ManageTwoFactorDialogProps) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password.trim() || !code.trim());
    if (!password.trim() || !code.trim()) return;
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !disable.isPending) onClose();
      }}
      title="Two-factor authentication"
      description="Two-factor authentication is on: each sign-in asks for a code from your app."
    >
      <div className="space-y-4">
        {recoveryCodesLeft !== undefined ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Recovery codes left: <strong>{recoveryCodesLeft}</strong>
            {recoveryCodesLeft < 3 ? ' (to get new ones, turn two-factor off and on again)' : ''}
          </p>
        ) : null}
        {hasPassword ? (
          <form noValidate onSubmit={submit} className="space-y-4">
            <h3 className="font-medium text-slate-900 dark:text-slate-100">Turn it off</h3>
            {disable.isError ? (
              <Alert tone="error">
                {errorMessage(disable.error, 'Could not turn two-factor off.')}
              </Alert>
            ) : null}
            {missing ? (
              <Alert tone="error">Enter your password and a code to turn two-factor off.</Alert>
            ) : null}
            <PasswordField
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field
              label="Authenticator or recovery code"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose} disabled={disable.isPending}>
                Keep it on
              </Button>
              <Button type="submit" variant="danger" disabled={disable.isPending}>
                {disable.isPending ? 'Turning off...' : 'Disable two-factor'}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Turning it off asks for your password. Your account has none yet: set one with{' '}
            <Link
              to="/forgot-password"
              className="font-medium text-primary-600 hover:underline dark:text-primary-400"
            >
              Forgot password
            </Link>
            .
          </p>
        )}
      </div>
    </Dialog>
  );
}
