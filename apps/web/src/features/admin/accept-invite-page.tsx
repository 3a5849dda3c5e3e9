import { ADMIN_MESSAGES, AdminAcceptInviteBody } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { errorMessage } from '../../lib/error-message';
import { ADMIN_LOGIN_PATH } from './admin-session';
import { useAcceptAdminInvite } from './api/accept-invite';
import { AdminAuthCard, adminLinkClass } from './components/admin-auth-card';

/** The reset page's wording for a mismatch (spec part 2, section 5). */
const MISMATCH = 'Passwords do not match.';

/** /admin/accept-invite?token=...: an invited admin chooses a password, then signs in. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const accept = useAcceptAdminInvite();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = AdminAcceptInviteBody.safeParse({ token, password });
    const passwordError = checked.success
      ? undefined
      : checked.error.issues.find((issue) => issue.path[0] === 'password')?.message;
    const next = { password: passwordError, confirm: password !== confirm ? MISMATCH : undefined };
    setErrors(next);
    if (next.password || next.confirm || !checked.success) return;
    accept.mutate(checked.data);
  };

  const toLogin = (
    <Link to={ADMIN_LOGIN_PATH} className={adminLinkClass}>
      Go to admin login
    </Link>
  );

  return (
    <AdminAuthCard
      title="Join the admin team"
      subtitle="Choose a password for your admin account."
      footer={accept.isSuccess ? null : toLogin}
    >
      {!token ? (
        <Alert tone="error">{ADMIN_MESSAGES.inviteInvalid}</Alert>
      ) : accept.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{accept.data.message}</Alert>
          <Link to={ADMIN_LOGIN_PATH} className={buttonClasses({}, 'w-full')}>
            Go to admin login
          </Link>
        </div>
      ) : (
        <form noValidate aria-label="Set your password" onSubmit={submit} className="space-y-4">
          {accept.isError ? (
            <Alert tone="error">
              {errorMessage(accept.error, 'Could not set your password. Please try again.')}
            </Alert>
          ) : null}
          <PasswordField
            label="New password"
            hint="At least 12 characters."
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={accept.isPending}>
            {accept.isPending ? 'Saving...' : 'Set password'}
          </Button>
        </form>
      )}
    </AdminAuthCard>
  );
}
