import { z } from 'zod';
import {
  AUTH_MESSAGES,
  OAUTH_PROVIDERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages';
import { LANGUAGES } from './languages';
import { FilePart, IsoDateTime } from './common';

/** Spec: emails are trimmed and lower-cased; passwords and names trimmed. */
export const EmailInput = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }).max(254));

export const NewPassword = z
  .string()
  .trim()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** An existing password is only checked, never judged by today's rules. */
const PasswordInput = z.string().trim().min(1, 'Please enter your password.').max(1024);

export const RegisterBody = z.object({
  full_name: z.string().trim().min(1, 'Please enter your full name.').max(120),
  email: EmailInput,
  password: NewPassword,
  terms_agreed: z.literal(true, { message: AUTH_MESSAGES.termsRequired }),
  /**
   * The interface language the visitor signed up in (issue 35): the account's first language
   * setting, and the verification email's. Without it, the request's Accept-Language decides.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const RegisterResponse = z.object({
  message: z.string(),
  email: z.string(),
  email_verification_required: z.literal(true),
});

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  session_id: z.string(),
  expires_at: IsoDateTime,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const VerifyEmailBody = z.object({ token: z.string().trim().min(1).max(200) });
export const VerifyEmailResponse = z.object({
  message: z.string(),
  access_token: z.string().optional(),
  token_type: z.literal('bearer').optional(),
});

export const EmailOnlyBody = z.object({ email: EmailInput });

export const LoginBody = z.object({
  email: EmailInput,
  password: PasswordInput,
  remember_me: z.boolean().default(false),
  /**
   * A 6-digit authenticator code, or one of the recovery codes. Without it, an account with
   * two-factor on answers 401 with `two_factor_required: true`.
   */
  totp_code: z.string().trim().max(32).optional(),
});
export type LoginBody = z.input<typeof LoginBody>;

export const CredentialsBody = z.object({ email: EmailInput, password: PasswordInput });

export const ActiveSession = z.object({
  session_id: z.string(),
  device_info: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: IsoDateTime,
  last_activity: IsoDateTime,
  expires_at: IsoDateTime,
  is_current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const SessionsResponse = z.object({
  active_sessions: z.array(ActiveSession),
  max_sessions: z.number(),
});
export type SessionsResponse = z.infer<typeof SessionsResponse>;

export const SessionIdParams = z.object({ session_id: z.uuid({ message: 'Session not found' }) });

export const ResetTokenQuery = z.object({ token: z.string().trim().min(1).max(200) });
export const ResetTokenValidity = z.object({ valid: z.literal(true), email: z.string() });
export const ResetPasswordBody = z.object({
  token: z.string().trim().min(1).max(200),
  new_password: NewPassword,
});

export const ForgotPasswordResponse = z.object({
  message: z.string(),
  /** Spec: "Reset email delivery info". */
  delivery: z.object({
    sender: z.string(),
    delivery_time: z.string(),
    check_spam: z.string(),
    troubleshooting: z.array(z.string()),
  }),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

export const ChangePasswordBody = z.object({
  current_password: PasswordInput,
  new_password: NewPassword,
});

export const UpdateProfileBody = z.object({
  full_name: z.string().trim().min(1, 'Please enter your full name.').max(120),
  phone_number: z
    .string()
    .trim()
    .max(32)
    .regex(/^$|^\+?[0-9 ()-]{6,32}$/, 'Please enter a valid phone number.')
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const DeleteAccountBody = z.object({
  /** Required when the account has a password (not for accounts made through a provider). */
  password: z.string().max(1024).optional(),
  confirmation: z.literal('DELETE', { message: AUTH_MESSAGES.deleteConfirmation }),
});

export const SecurityCheck = z.object({
  id: z.string(),
  label: z.string(),
  ok: z.boolean(),
  points: z.number(),
});
export const SecurityOverview = z.object({
  score: z.number(),
  checks: z.array(SecurityCheck),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  password_changed_at: IsoDateTime.nullable(),
  has_password: z.boolean(),
  recovery_codes_left: z.number(),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const TwoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A PNG data URL of the QR code for the otpauth URL. */
  qr_code: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;
export const TwoFactorCodeBody = z.object({ code: z.string().trim().min(1).max(32) });
export const TwoFactorEnableResponse = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export const TwoFactorDisableBody = z.object({
  password: PasswordInput,
  code: z.string().trim().min(1).max(32),
});

export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);
export const OAuthProviderEntry = z.object({
  id: OAuthProviderSchema,
  name: z.string(),
  enabled: z.boolean(),
});
export const OAuthProvidersResponse = z.object({ providers: z.array(OAuthProviderEntry) });
export type OAuthProvidersResponse = z.infer<typeof OAuthProvidersResponse>;
export const OAuthStartBody = z.object({ provider: OAuthProviderSchema, redirect_uri: z.url() });
export const OAuthStartResponse = z.object({ authorization_url: z.string(), state: z.string() });
export const OAuthCallbackBody = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(200),
  provider: OAuthProviderSchema,
  redirect_uri: z.url(),
});
/** A provider sign-in's session; `new_account` when it opened the account (a sign-up). */
export const OAuthCallbackResponse = TokenResponse.extend({ new_account: z.boolean() });
export type OAuthCallbackResponse = z.infer<typeof OAuthCallbackResponse>;

/** `POST /api/auth/profile-picture`: one image (PNG, JPEG, WebP or GIF, at most 2 MB) as `file`. */
export const ProfilePictureUpload = z.object({ file: FilePart });
