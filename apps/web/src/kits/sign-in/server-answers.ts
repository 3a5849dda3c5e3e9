import { AUTH_MESSAGES } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * The server's success answers carry their English text and no code: the ones these pages are
 * known to receive are shown in the interface language, anything else as sent (issue 35).
 */
const ANSWERS: Record<string, string> = {
  [AUTH_MESSAGES.registered]: 'api.auth.registered',
  [AUTH_MESSAGES.verified]: 'api.auth.verified',
  [AUTH_MESSAGES.verifiedSignInLimit]: 'api.auth.verifiedSignInLimit',
  [AUTH_MESSAGES.forgotSuccess]: 'api.auth.forgotSuccess',
  [AUTH_MESSAGES.passwordReset]: 'api.auth.passwordReset',
  [AUTH_MESSAGES.resendSuccess]: 'api.auth.resendSuccess',
  [AUTH_MESSAGES.loggedOutAllDevices]: 'api.auth.loggedOutAllDevices',
};

export function serverAnswer(t: Translate, message: string): string {
  const id = ANSWERS[message];
  return id ? t(id) : message;
}
