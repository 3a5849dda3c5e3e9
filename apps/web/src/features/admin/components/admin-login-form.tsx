import { ADMIN_MESSAGES, AdminLoginBody } from '@atelier/contract';
import type { AdminLoginResponse } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useAdminLogin } from '../api/login';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** Spec part 2, section 4: normal, then MFA-required once a 400 says a code is needed. */
function asksForCode(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 400 && error.detail === ADMIN_MESSAGES.mfaRequired
  );
}

/** Email and password (both required), and the MFA code once the server asks for it. */
export function AdminLoginForm({
  onSignedIn,
}: {
  onSignedIn: (session: AdminLoginResponse, email: string) => void;
}) {
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email, password, mfa_code: askCode ? code : undefined };
    const checked = AdminLoginBody.safeParse(body);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setMessage(null);
    login.mutate(body, {
      onSuccess: (session) => onSignedIn(session, email.trim().toLowerCase()),
      onError: (error) => {
        if (asksForCode(error)) {
          setAskCode(true);
          setMessage({ tone: 'info', text: ADMIN_MESSAGES.enterMfa });
          return;
        }
        setMessage({ tone: 'error', text: errorMessage(error, ADMIN_MESSAGES.loginFailed) });
      },
    });
  };

  return (
    <form noValidate aria-label="Admin sign in" onSubmit={submit} className="space-y-4">
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Field
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {askCode ? (
        <Field
          label="MFA code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          maxLength={32}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : null}
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
