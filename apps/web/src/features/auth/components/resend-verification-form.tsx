import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';
import { resendVerification } from '../../../kits/sign-in/api/resend-verification';
import { FORM_MESSAGES } from '../../../kits/sign-in/form-messages';
import { serverAnswer } from '../../../kits/sign-in/server-answers';

/** The verification page's resend form (spec part 2, "Email verification resend"). */
export function ResendVerificationForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setResult({ tone: 'error', text: t(FORM_MESSAGES.emailRequired) });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await resendVerification(email);
      const text = answer.message ? serverAnswer(t, answer.message) : t('api.auth.resendSuccess');
      setResult({ tone: 'success', text });
    } catch {
      setResult({ tone: 'error', text: t('api.auth.resendPageFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('auth.resendVerification')}
      onSubmit={(event) => void submit(event)}
      className="mt-4 space-y-4"
    >
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
        {busy ? t('auth.sending') : t('auth.resendVerification')}
      </Button>
    </form>
  );
}
