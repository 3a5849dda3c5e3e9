import { PASSWORD_MIN_LENGTH } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormControls } from '../../components/ui/form-controls';
import { PasswordField } from '../../components/ui/password-field';
import { errorMessage } from '../../lib/error-message';
import { useT, withLanguage } from '../../lib/i18n/i18n';
import { useLegalDialog } from '../../kits/legal/use-legal-dialog';
import { register } from '../../kits/sign-in/api/register';
import type { RegisterAnswer } from '../../kits/sign-in/api/register';
import { TermsCheckbox } from '../../kits/sign-in/terms-checkbox';
import { hasErrors, validateRegistration } from '../../kits/sign-in/registration-rules';
import type { RegistrationErrors } from '../../kits/sign-in/registration-rules';

const EMPTY = { full_name: '', email: '', password: '', confirm: '' };

/** Spec part 1, "Register page": the four fields, the agreement, and the server's answer. */
export function RegisterForm({ onRegistered }: { onRegistered: (answer: RegisterAnswer) => void }) {
  const t = useT();
  const { openLegal, legalDialog } = useLegalDialog();
  const [values, setValues] = useState(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration({ ...values, agreed }, t('api.auth.termsRequired'), t);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      // The answer and what follows it are shown in the page's language (withLanguage).
      const answer = await withLanguage(register({ ...values, terms_agreed: true }));
      // The pixels' code comes after a sign-up only: through the site's schema it would bring zod
      // (25 kB) to every visit of /register.
      const account = answer.email || values.email.trim().toLowerCase();
      void import('../../kits/pixels/track').then((pixels) => pixels.trackSignUp(account));
      onRegistered(answer);
    } catch (error) {
      setFailure(errorMessage(error, t('api.auth.registrationFallback')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        noValidate
        method="post"
        aria-label={t('auth.createAccountForm')}
        onSubmit={(event) => void submit(event)}
      >
        <FormControls className="space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Field label={t('auth.fullName')} autoComplete="name" {...field('full_name')} />
          <Field label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            {...field('password')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            {...field('confirm')}
          />
          <TermsCheckbox
            checked={agreed}
            onChange={setAgreed}
            onOpenLegal={openLegal}
            error={errors.agreed}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('auth.creatingAccount') : t('auth.createAccount')}
          </Button>
        </FormControls>
      </form>
      {legalDialog}
    </>
  );
}
