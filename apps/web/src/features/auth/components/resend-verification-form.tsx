import { AUTH_MESSAGES } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { resendVerification } from '../api/resend-verification';
import { FORM_MESSAGES } from '../form-messages';

/** The verification page's resend form (spec part 2, "Email verification resend"). */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setResult({ tone: 'error', text: FORM_MESSAGES.emailRequired });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await resendVerification(email);
      setResult({ tone: 'success', text: answer.message || AUTH_MESSAGES.resendSuccess });
    } catch {
      setResult({ tone: 'error', text: AUTH_MESSAGES.resendPageFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Resend verification email"
      onSubmit={(event) => void submit(event)}
      className="mt-4 space-y-4"
    >
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Resend verification email'}
      </Button>
    </form>
  );
}
