import type { ForgotPasswordResponse } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { forgotPassword } from './api/forgot-password';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { DeliveryInfo } from './components/delivery-info';
import { FORM_MESSAGES } from '../../kits/sign-in/form-messages';
import { serverAnswer } from '../../kits/sign-in/server-answers';

/** Spec part 2, "Forgot password": the form, then the email-sent state, then maybe another. */
export default function ForgotPasswordPage() {
  const t = useT();
  const localized = useLocalizedPath();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<ForgotPasswordResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t(FORM_MESSAGES.emailRequired));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent(await forgotPassword(address));
    } catch (caught) {
      setError(errorMessage(caught, t('api.auth.forgotFallback')));
    } finally {
      setBusy(false);
    }
  };

  const backToLogin = (
    <Link to={localized('/login')} className={authLinkClass}>
      {t('auth.backToSignIn')}
    </Link>
  );

  if (sent) {
    return (
      <AuthPageCard title={t('auth.checkEmail')} footer={backToLogin}>
        <Alert tone="success">{serverAnswer(t, sent.message)}</Alert>
        <DeliveryInfo delivery={sent.delivery} />
        <Button variant="secondary" className="mt-6 w-full" onClick={() => setSent(null)}>
          {t('auth.sendAnother')}
        </Button>
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={backToLogin}
    >
      <form
        noValidate
        aria-label={t('auth.resetPassword')}
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth.sending') : t('auth.sendResetLink')}
        </Button>
      </form>
    </AuthPageCard>
  );
}
