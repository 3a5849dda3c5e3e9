import { PASSWORD_MIN_LENGTH } from '@atelier/contract';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import type { Translate } from '../../../lib/i18n/i18n';
import { resetPassword } from '../api/reset-password';
import { serverAnswer } from '../../../kits/sign-in/server-answers';

/** Spec part 2, section 9: the reset page goes to /login 3 s after a success. */
export const RESET_REDIRECT_MS = 3000;

interface Errors {
  password?: string;
  confirm?: string;
}

function validate(password: string, confirm: string, t: Translate): Errors {
  const errors: Errors = {};
  if (password.trim().length < PASSWORD_MIN_LENGTH) {
    errors.password = t('api.auth.passwordTooShort');
  }
  if (confirm !== password) errors.confirm = t('api.auth.resetPasswordsDoNotMatch');
  return errors;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
  const localized = useLocalizedPath();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => void navigate(localized('/login'), { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate, localized]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(password, confirm, t);
    setErrors(found);
    if (found.password || found.confirm || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await resetPassword(token, password);
      setDone(answer.message ? serverAnswer(t, answer.message) : t('api.auth.passwordReset'));
    } catch (error) {
      setFailure(errorMessage(error, t('api.auth.forgotFallback')));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Alert tone="success">
        <p>{done}</p>
        <p className="mt-1">{t('auth.takingYouToSignIn')}</p>
      </Alert>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('auth.chooseNewPassword')}
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.saving') : t('auth.resetPassword')}
      </Button>
    </form>
  );
}
