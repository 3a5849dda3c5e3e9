import { PASSWORD_MIN_LENGTH } from '@atelier/contract';
import { translate } from '../../lib/i18n/i18n';
import type { Translate } from '../../lib/i18n/i18n';
import { FORM_MESSAGES, isEmailShaped } from './form-messages';

export interface RegistrationValues {
  full_name: string;
  email: string;
  password: string;
  /** The register page asks twice; the landing panel once. */
  confirm?: string;
  agreed: boolean;
}

export type RegistrationErrors = Partial<
  Record<'full_name' | 'email' | 'password' | 'confirm' | 'agreed', string>
>;

/**
 * Spec part 1, section 5: name, email and password required, password at least 6 characters,
 * passwords matching where asked twice, terms agreed. The two sign-up forms word the terms
 * message differently, so the caller gives it. The messages are in the interface language: a
 * component passes its `t` (the default does not follow a later change of language).
 */
export function validateRegistration(
  values: RegistrationValues,
  termsMessage: string,
  t: Translate = translate,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.full_name.trim()) errors.full_name = t(FORM_MESSAGES.nameRequired);
  if (!values.email.trim()) errors.email = t(FORM_MESSAGES.emailRequired);
  else if (!isEmailShaped(values.email)) errors.email = t(FORM_MESSAGES.emailInvalid);
  if (!values.password.trim()) errors.password = t(FORM_MESSAGES.passwordRequired);
  else if (values.password.trim().length < PASSWORD_MIN_LENGTH) {
    errors.password = t('api.auth.registerPasswordTooShort');
  }
  if (values.confirm !== undefined && values.confirm !== values.password) {
    errors.confirm = t('api.auth.passwordsDoNotMatch');
  }
  if (!values.agreed) errors.agreed = termsMessage;
  return errors;
}

export function hasErrors(errors: RegistrationErrors): boolean {
  return Object.keys(errors).length > 0;
}
