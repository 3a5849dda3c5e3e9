/**
 * Account and session texts: the spec's catalogue where it gives one (quoted exactly), ours where
 * it is silent. Zod-free, so the landing page's sign-in panel can import it cheaply.
 */
export const AUTH_MESSAGES = {
  // Server answers
  invalidCredentials: 'Incorrect email or password.',
  emailNotVerified:
    'Email not verified. Please check your inbox for the verification link, or ask for a new one.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  registered:
    'Account created! We sent a verification link to your email. Please verify your email address to sign in.',
  verified: 'Your email is verified. Welcome aboard!',
  verifiedSignInLimit:
    'Your email is verified. You are already signed in on 3 devices, so please sign in here after logging out elsewhere.',
  invalidVerificationToken:
    'This verification link is invalid or has expired. Please ask for a new one.',
  maxSessions: 'Maximum 3 sessions reached. Please logout from another device first.',
  loggedOutAllDevices: 'Successfully logged out from all devices',
  loggedOut: 'You have been signed out.',
  sessionLoggedOut: 'Session logged out successfully',
  sessionNotFound: 'Session not found',
  notAuthenticated: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  tooManyLoginAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManyEmails: (minutes: number) =>
    `Too many emails requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidTwoFactorCode: 'That code is not valid. Please try again.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already on.',
  twoFactorNotStarted: 'Start two-factor set-up first.',
  twoFactorEnabled: 'Two-factor authentication is on.',
  twoFactorDisabled: 'Two-factor authentication is off.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another.',
  passwordIncorrect: 'Your current password is incorrect.',
  passwordChanged: 'Your password has been changed. Other devices were signed out.',
  termsRequired:
    'You must agree to the Privacy Policy, Refund Policy, and Terms of Service to create an account.',
  resendSuccess: 'If the email exists and is unverified, a new verification email has been sent.',
  forgotSuccess: 'If an account exists for this email, we have sent a link to reset your password.',
  resetTokenInvalid: 'Reset token is invalid or expired. Please request a new password reset.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  profileUpdated: 'Profile updated successfully.',
  preferencesSaved: 'Settings saved.',
  pictureInvalid: 'Please upload a PNG, JPEG, WebP or GIF image.',
  pictureTooLarge: 'The picture must be 2 MB or smaller.',
  accountDeleted: 'Your account has been deleted.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  deleteConfirmation: 'Type DELETE to confirm.',
  oauthNotConfigured: 'Sign-in with this provider is not available.',
  oauthFailed: 'Sign-in with this provider failed. Please try again.',
  oauthStateInvalid: 'This sign-in attempt has expired or was not started here. Please try again.',
  oauthEmailUnverified: 'Your account with this provider has no verified email address.',

  // Web texts (spec part 1 section 8, part 2 section 8)
  loginFallback: 'Login failed. Please try again.',
  registrationFallback: 'Registration failed. Please try again.',
  resendFailed: 'Failed to send verification email. Please try again.',
  resendSent: 'Verification email sent!',
  resendSentDetail: 'Please check your inbox and verify your email address.',
  logoutAllFailed: 'Failed to logout from all devices',
  logoutAllNeedsCredentials: 'Please enter your email and password first.',
  signupTermsRequired: 'Please agree to the Terms and Conditions to continue.',
  passwordsDoNotMatch: 'Passwords do not match',
  registerPasswordTooShort: 'Password must be at least 6 characters long',
  forgotFallback: 'An error occurred. Please try again.',
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  resetMissingToken: 'Invalid or missing reset token.',
  verifyInvalidLink: 'Invalid verification link. Please check your email for the correct link.',
  verifyFallback: 'Verification failed. The link may be expired or invalid.',
  resendPageFailed: 'Error sending verification email. Please try again.',
  sessionsLoadFailed: 'Failed to load active sessions',
  sessionLogoutFailed: 'Failed to logout session',
  sessionsLogoutAllFailed: 'Failed to logout all sessions',
  confirmLogoutAll:
    'Are you sure you want to logout from ALL devices? You will need to login again.',
  confirmLogoutSession: 'Are you sure you want to logout this session?',
  noSessions: 'No active sessions found',
  oauthPageFailed: 'Authentication Failed',
} as const;

/** Sessions a user may hold at once (spec: maximum 3 concurrent sessions). */
export const MAX_SESSIONS = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'yahoo'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];
