import { AUTH_MESSAGES } from '@atelier/contract';
import type { ForgotPasswordResponse } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/error-message';
import { forgotPassword } from './api/forgot-password';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { DeliveryInfo } from './components/delivery-info';
import { FORM_MESSAGES } from './form-messages';

/** Spec part 2, "Forgot password": the form, then the email-sent state, then maybe another. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<ForgotPasswordResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(FORM_MESSAGES.emailRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent(await forgotPassword(address));
    } catch (caught) {
      setError(errorMessage(caught, AUTH_MESSAGES.forgotFallback));
    } finally {
      setBusy(false);
    }
  };

  const backToLogin = (
    <Link to="/login" className={authLinkClass}>
      Back to sign in
    </Link>
  );

  if (sent) {
    return (
      <AuthPageCard title="Check your email" footer={backToLogin}>
        <Alert tone="success">{sent.message}</Alert>
        <DeliveryInfo delivery={sent.delivery} />
        <Button variant="secondary" className="mt-6 w-full" onClick={() => setSent(null)}>
          Send another
        </Button>
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new one."
      footer={backToLogin}
    >
      <form
        noValidate
        aria-label="Reset password"
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthPageCard>
  );
}
