import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useT, withLanguage } from '../../lib/i18n/i18n';
import { useAuth } from '../session/auth-context';

/** Spec part 1, section 9: the success message clears after 2 s. */
export const SUCCESS_MESSAGE_MS = 2000;

export type LoginBusy = 'login' | 'logout-all' | 'resend' | null;

export interface LoginMessage {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** Short confirmations clear themselves; instructions stay until the next action. */
  transient?: boolean;
}

// Their answers are shown in the page's language: they come with the rest of it (withLanguage).
const loadActions = () => withLanguage(import('./login-actions'));

export interface LoginFormOptions {
  initialEmail: string;
  notice: string | null;
  onSignedIn: () => void;
}

/** The state and actions of a sign-in form; the landing panel and /login draw it differently. */
export function useLoginForm({ initialEmail, notice, onSignedIn }: LoginFormOptions) {
  const { signIn } = useAuth();
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [canResend, setCanResend] = useState(false);
  const [busy, setBusy] = useState<LoginBusy>(null);
  const [message, setMessage] = useState<LoginMessage | null>(
    notice ? { tone: 'success', text: notice } : null,
  );

  useEffect(() => {
    if (!message?.transient) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy('login');
    const { attemptLogin } = await loadActions();
    const outcome = await attemptLogin(
      {
        email,
        password,
        rememberMe,
        code: askCode ? code : undefined,
      },
      t,
    );
    setBusy(null);
    if (outcome.kind === 'signed-in') {
      signIn(outcome.token, rememberMe);
      onSignedIn();
      return;
    }
    if (outcome.kind === 'two-factor') {
      setAskCode(true);
      setMessage({ tone: outcome.retry ? 'error' : 'info', text: outcome.message });
      return;
    }
    setCanResend(outcome.unverified);
    setMessage({ tone: 'error', text: outcome.message });
  };

  const logoutAll = async () => {
    if (busy) return;
    setBusy('logout-all');
    const { attemptLogoutAll } = await loadActions();
    const outcome = await attemptLogoutAll(email, password, t);
    setBusy(null);
    setMessage({
      tone: outcome.ok ? 'success' : 'error',
      text: outcome.message,
      transient: outcome.ok,
    });
  };

  const resend = async () => {
    if (busy) return;
    setBusy('resend');
    const { attemptResend } = await loadActions();
    const outcome = await attemptResend(email, t);
    setBusy(null);
    if (outcome.ok) setCanResend(false);
    setMessage({ tone: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  return {
    fields: { email, password, rememberMe, code },
    set: { email: setEmail, password: setPassword, rememberMe: setRememberMe, code: setCode },
    askCode,
    canResend,
    busy,
    message,
    submit,
    logoutAll,
    resend,
    /** Fetches the actions while the person is still typing, so the first submit is instant. */
    preload: () => void loadActions(),
  };
}
