/**
 * Our texts for the checks the spec requires but words nowhere (required fields, email shape),
 * as message ids: shown with t(). The spec's own texts live in AUTH_MESSAGES in the contract
 * (catalogued as api.auth.*).
 */
export const FORM_MESSAGES = {
  emailAndPasswordRequired: 'auth.emailAndPasswordRequired',
  emailRequired: 'auth.emailRequired',
  emailInvalid: 'auth.emailInvalid',
  nameRequired: 'auth.nameRequired',
  passwordRequired: 'auth.passwordRequired',
} as const;

// Deliberately loose: the server has the final word, this only catches obvious typing slips.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}
