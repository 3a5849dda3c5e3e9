import { ADMIN_MESSAGES, AdminMfaConfirmBody } from '@atelier/contract';
import type { AdminLoginResponse } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmAdminMfa } from '../api/confirm-mfa';
import { useSetupAdminMfa } from '../api/setup-mfa';
import { storeAdminSession } from '../admin-session';
import { AdminRecoveryCodes } from './recovery-codes';

/**
 * MFA is mandatory for staff: an admin who has not enrolled yet scans a new secret, confirms a
 * code from it, and keeps the recovery codes. The sign-in's token serves only these two calls
 * until the code is confirmed; then the same token opens the portal and is stored.
 */
export function MfaEnrolment({
  session,
  email,
  onDone,
}: {
  session: AdminLoginResponse;
  email: string;
  onDone: () => void;
}) {
  const setup = useSetupAdminMfa();
  const confirm = useConfirmAdminMfa();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const checked = AdminMfaConfirmBody.safeParse({ code });
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setCodeError(null);
    confirm.mutate(
      { token: session.access_token, code: checked.data.code },
      { onSuccess: () => storeAdminSession(session) },
    );
  };

  if (confirm.data) {
    return (
      <div className="space-y-6">
        <Alert tone="success">{confirm.data.message}</Alert>
        <AdminRecoveryCodes codes={confirm.data.recovery_codes} email={email} />
        <Button className="w-full" onClick={onDone}>
          Continue
        </Button>
      </div>
    );
  }

  if (!setup.data) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Every admin account signs in with a 6-digit code from an authenticator app, such as Google
          Authenticator, Microsoft Authenticator or 1Password. Set it up now to continue.
        </p>
        {setup.isError ? (
          <Alert tone="error">
            {errorMessage(setup.error, 'Could not start the MFA setup. Please try again.')}
          </Alert>
        ) : null}
        <Button
          className="w-full"
          disabled={setup.isPending}
          onClick={() => setup.mutate(session.access_token)}
        >
          {setup.isPending ? 'Preparing your key...' : 'Set up MFA'}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        1. Scan this QR code with your authenticator app.
      </p>
      <img
        src={setup.data.qr_code}
        alt="QR code to add this admin account to your authenticator app"
        className="mx-auto size-48 rounded-lg bg-white p-2"
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Cannot scan it? Enter this key in the app instead:
      </p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 text-center font-mono text-sm break-all text-slate-900 select-all dark:bg-slate-950 dark:text-slate-100">
          {setup.data.secret}
        </code>
        <CopyButton
          text={setup.data.secret}
          copiedMessage="Key copied to clipboard!"
          aria-label="Copy key"
        >
          Copy
        </CopyButton>
      </div>
      <Field
        label="2. Enter the 6-digit code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={
          codeError ??
          (confirm.isError ? errorMessage(confirm.error, ADMIN_MESSAGES.invalidMfa) : null)
        }
      />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Verifying...' : 'Verify and continue'}
      </Button>
    </form>
  );
}
