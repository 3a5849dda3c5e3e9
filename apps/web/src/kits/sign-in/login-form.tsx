import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { FormControls } from '../../components/ui/form-controls';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { useLoginForm } from './use-login-form';
import type { LoginMessage } from './use-login-form';

/** The spec words the landing panel and the sign-in page differently. */
export interface LoginLabels {
  submit: string;
  busy: string;
  forgot: string;
}

export interface LoginFormProps {
  labels: LoginLabels;
  initialEmail?: string;
  /** A message to greet with, e.g. "Account created! ..." after signing up. */
  notice?: string | null;
  onSignedIn: () => void;
}

// The look of components/ui/alert without its icons: this form is on the landing page's first
// screen, where the icon set would be loaded for these alone.
const TONES: Record<LoginMessage['tone'], string> = {
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100',
  error:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100',
  info: 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-900 dark:bg-primary-950/60 dark:text-primary-100',
};

const linkClass =
  'text-sm font-medium text-primary-700 hover:underline disabled:opacity-50 dark:text-primary-300';

export function LoginForm({
  labels,
  initialEmail = '',
  notice = null,
  onSignedIn,
}: LoginFormProps) {
  const t = useT();
  const localized = useLocalizedPath();
  const form = useLoginForm({ initialEmail, notice, onSignedIn });
  const { fields, set, busy, message } = form;
  return (
    <form
      noValidate
      method="post"
      aria-label={t('auth.signInForm')}
      onSubmit={(event) => void form.submit(event)}
      onFocus={form.preload}
    >
      <FormControls className="space-y-4">
        {message ? (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={`rounded-xl border p-3 text-sm ${TONES[message.tone]}`}
          >
            {message.text}
          </p>
        ) : null}
        {form.canResend ? (
          <Button
            variant="secondary"
            className="w-full"
            disabled={busy !== null}
            onClick={() => void form.resend()}
          >
            {busy === 'resend' ? t('auth.sending') : t('auth.resendVerification')}
          </Button>
        ) : null}
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(event) => set.email(event.target.value)}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={fields.password}
          onChange={(event) => set.password(event.target.value)}
        />
        {form.askCode ? (
          <Field
            label={t('auth.authenticationCode')}
            hint={t('auth.authenticationCodeHint')}
            autoComplete="one-time-code"
            maxLength={32}
            autoFocus
            value={fields.code}
            onChange={(event) => set.code(event.target.value)}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-primary-600"
              checked={fields.rememberMe}
              onChange={(event) => set.rememberMe(event.target.checked)}
            />
            {t('auth.rememberMe')}
          </label>
          <Link to={localized('/forgot-password')} className={linkClass}>
            {labels.forgot}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy !== null}>
          {busy === 'login' ? labels.busy : labels.submit}
        </Button>
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          {t('auth.tooManyDevices')}{' '}
          <button
            type="button"
            className="font-medium text-primary-700 hover:underline disabled:opacity-50 dark:text-primary-300"
            disabled={busy !== null}
            onClick={() => void form.logoutAll()}
          >
            {busy === 'logout-all' ? t('auth.loggingOut') : t('auth.logoutAllDevices')}
          </button>
        </p>
      </FormControls>
    </form>
  );
}
