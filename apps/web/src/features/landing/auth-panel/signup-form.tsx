import { AUTH_MESSAGES } from '@atelier/contract';
import CreditCardIcon from 'lucide-react/icons/credit-card';
import LockIcon from 'lucide-react/icons/lock';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { register } from '../../../kits/sign-in/api/register';
import { useAuth } from '../../../kits/session/auth-context';
import { TermsCheckbox } from '../../../kits/sign-in/terms-checkbox';
import { hasErrors, validateRegistration } from '../../../kits/sign-in/registration-rules';
import type { RegistrationErrors } from '../../../kits/sign-in/registration-rules';
import { useLegalDialog } from '../../../kits/legal/use-legal-dialog';
import { trackSignUp } from '../../../kits/pixels/track';

/** Spec part 1, section 9: a sign-up that signs in goes to the dashboard after 1 s. */
const SIGNUP_REDIRECT_MS = 1000;

export interface SignupFormProps {
  focusRequest: number;
  /**
   * The account waits for its email to be verified: the panel turns to login with this email and
   * the server's message (in the page's language when it is the one the spec words).
   */
  onRegistered: (email: string, message: string) => void;
}

/** The landing panel's sign-up form, loaded when first shown (it is not the panel's first face). */
export default function SignupForm({ focusRequest, onRegistered }: SignupFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const { openLegal, legalDialog } = useLegalDialog();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ full_name: '', email: '', password: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    if (!focusRequest || !form.current) return;
    form.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    form.current.querySelector('input')?.focus({ preventScroll: true });
  }, [focusRequest]);

  // Only if the server ever signs in at registration (ours verifies the email first).
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => {
      signIn(token);
      void navigate('/dashboard');
    }, SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, signIn, navigate]);

  const update = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration({ ...values, agreed }, t('landing.termsRequired'));
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await register({ ...values, terms_agreed: true });
      const email = answer.email || values.email.trim().toLowerCase();
      trackSignUp(email);
      if (answer.access_token) {
        setMessage({ tone: 'success', text: answer.message });
        setToken(answer.access_token);
      } else {
        const known = answer.message === AUTH_MESSAGES.registered;
        onRegistered(email, known ? t('landing.registered') : answer.message);
      }
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, t('landing.registrationFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        id="signup"
        ref={form}
        noValidate
        aria-label={t('landing.signUpForm')}
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
      >
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <Field
          label={t('landing.fullName')}
          autoComplete="name"
          value={values.full_name}
          error={errors.full_name}
          onChange={(event) => update('full_name')(event.target.value)}
        />
        <Field
          label={t('landing.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => update('email')(event.target.value)}
        />
        <PasswordField
          label={t('landing.password')}
          autoComplete="new-password"
          hint={t('landing.passwordHint')}
          value={values.password}
          error={errors.password}
          onChange={(event) => update('password')(event.target.value)}
        />
        <TermsCheckbox
          checked={agreed}
          onChange={setAgreed}
          onOpenLegal={openLegal}
          error={errors.agreed}
          note={agreed ? null : t('landing.termsRequired')}
        />
        <Button type="submit" className="w-full" disabled={!agreed || busy}>
          {busy ? t('landing.creatingAccount') : t('landing.createAccount')}
        </Button>
        <ul className="flex justify-center gap-4 text-xs font-medium text-slate-600">
          <li className="flex items-center gap-1.5">
            <LockIcon className="size-3.5 text-emerald-600" aria-hidden="true" />
            {t('landing.secureLogin')}
          </li>
          <li className="flex items-center gap-1.5">
            <CreditCardIcon className="size-3.5 text-emerald-600" aria-hidden="true" />
            {t('landing.noCreditCard')}
          </li>
        </ul>
      </form>
      {legalDialog}
    </>
  );
}
