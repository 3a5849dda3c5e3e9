/**
 * Our texts for the checks the spec requires but words nowhere (required fields, email shape).
 * The spec's own texts live in AUTH_MESSAGES in the contract.
 */
export const FORM_MESSAGES = {
  emailAndPasswordRequired: 'Please enter your email and password.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  nameRequired: 'Please enter your full name.',
  passwordRequired: 'Please enter a password.',
  confirmRequired: 'Please confirm your password.',
} as const;

// Deliberately loose: the server has the final word, this only catches obvious typing slips.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}
