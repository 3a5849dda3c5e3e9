import { errorField, errorMessage } from '../../lib/error-message';
import { ApiError } from '../../lib/api-client';
import type { Translate } from '../../lib/i18n/i18n';
import { login } from './api/login';
import { logoutAllDevicesBeforeLogin } from './api/logout-all-devices-before-login';
import { resendVerification } from './api/resend-verification';
import { FORM_MESSAGES, isEmailShaped } from './form-messages';
import { serverAnswer } from './server-answers';

// Loaded when a sign-in form is first used, not with the landing page: the texts and the error
// handling are not needed to draw the form (docs/decisions/004-web-landing-bundle-budget.md).
// Each action is given the form's `t`, so its messages are in the interface language.

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  /** Sent only once the server has asked for it. */
  code?: string;
}

export type LoginOutcome =
  | { kind: 'signed-in'; token: string }
  /** The account has two-factor on: `retry` says a code was sent and refused. */
  | { kind: 'two-factor'; message: string; retry: boolean }
  | { kind: 'failed'; message: string; unverified: boolean };

export interface ActionOutcome {
  ok: boolean;
  message: string;
}

export function validateLogin(input: LoginInput, t: Translate): string | null {
  if (!input.email.trim() || !input.password.trim()) {
    return t(FORM_MESSAGES.emailAndPasswordRequired);
  }
  if (!isEmailShaped(input.email)) return t(FORM_MESSAGES.emailInvalid);
  if (input.code !== undefined && !input.code.trim()) return t('api.auth.twoFactorRequired');
  return null;
}

export async function attemptLogin(input: LoginInput, t: Translate): Promise<LoginOutcome> {
  const invalid = validateLogin(input, t);
  if (invalid) return { kind: 'failed', message: invalid, unverified: false };
  try {
    const answer = await login({
      email: input.email,
      password: input.password,
      remember_me: input.rememberMe,
      ...(input.code === undefined ? {} : { totp_code: input.code.trim() }),
    });
    return { kind: 'signed-in', token: answer.access_token };
  } catch (error) {
    if (errorField(error, 'two_factor_required') === true) {
      const message = errorMessage(error, t('api.auth.twoFactorRequired'));
      return { kind: 'two-factor', message, retry: input.code !== undefined };
    }
    const fallback =
      error instanceof ApiError && error.status === 429
        ? t('api.auth.maxSessions')
        : t('api.auth.loginFallback');
    const message = errorMessage(error, fallback);
    // The server's English says it, whatever language the message is shown in.
    const unverified = error instanceof ApiError && error.detail.includes('Email not verified');
    return { kind: 'failed', message, unverified };
  }
}

export async function attemptLogoutAll(
  email: string,
  password: string,
  t: Translate,
): Promise<ActionOutcome> {
  if (!email.trim() || !password.trim()) {
    return { ok: false, message: t('api.auth.logoutAllNeedsCredentials') };
  }
  try {
    const answer = await logoutAllDevicesBeforeLogin(email, password);
    const message = answer.message ? serverAnswer(t, answer.message) : '';
    return { ok: true, message: message || t('api.auth.loggedOutAllDevices') };
  } catch (error) {
    return { ok: false, message: errorMessage(error, t('api.auth.logoutAllFailed')) };
  }
}

export async function attemptResend(email: string, t: Translate): Promise<ActionOutcome> {
  if (!email.trim()) return { ok: false, message: t(FORM_MESSAGES.emailRequired) };
  try {
    await resendVerification(email);
    // Two sentences, each its own message.
    const message = `${t('api.auth.resendSent')} ${t('api.auth.resendSentDetail')}`;
    return { ok: true, message };
  } catch {
    return { ok: false, message: t('api.auth.resendFailed') };
  }
}
