import { AUTH_MESSAGES } from '@atelier/contract';
import { errorField, errorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/api-client';
import { login } from '../api/login';
import { logoutAllDevicesBeforeLogin } from '../api/logout-all-devices-before-login';
import { resendVerification } from '../api/resend-verification';
import { FORM_MESSAGES, isEmailShaped } from '../form-messages';

// Loaded when a sign-in form is first used, not with the landing page: the texts and the error
// handling are not needed to draw the form (docs/decisions/004-web-landing-bundle-budget.md).

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

export function validateLogin(input: LoginInput): string | null {
  if (!input.email.trim() || !input.password.trim()) return FORM_MESSAGES.emailAndPasswordRequired;
  if (!isEmailShaped(input.email)) return FORM_MESSAGES.emailInvalid;
  if (input.code !== undefined && !input.code.trim()) return AUTH_MESSAGES.twoFactorRequired;
  return null;
}

export async function attemptLogin(input: LoginInput): Promise<LoginOutcome> {
  const invalid = validateLogin(input);
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
      const message = errorMessage(error, AUTH_MESSAGES.twoFactorRequired);
      return { kind: 'two-factor', message, retry: input.code !== undefined };
    }
    const fallback =
      error instanceof ApiError && error.status === 429
        ? AUTH_MESSAGES.maxSessions
        : AUTH_MESSAGES.loginFallback;
    const message = errorMessage(error, fallback);
    return { kind: 'failed', message, unverified: message.includes('Email not verified') };
  }
}

export async function attemptLogoutAll(email: string, password: string): Promise<ActionOutcome> {
  if (!email.trim() || !password.trim()) {
    return { ok: false, message: AUTH_MESSAGES.logoutAllNeedsCredentials };
  }
  try {
    const answer = await logoutAllDevicesBeforeLogin(email, password);
    return { ok: true, message: answer.message || AUTH_MESSAGES.loggedOutAllDevices };
  } catch (error) {
    return { ok: false, message: errorMessage(error, AUTH_MESSAGES.logoutAllFailed) };
  }
}

export async function attemptResend(email: string): Promise<ActionOutcome> {
  if (!email.trim()) return { ok: false, message: FORM_MESSAGES.emailRequired };
  try {
    await resendVerification(email);
    return { ok: true, message: `${AUTH_MESSAGES.resendSent} ${AUTH_MESSAGES.resendSentDetail}` };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.resendFailed };
  }
}
