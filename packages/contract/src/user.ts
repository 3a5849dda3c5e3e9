import { z } from 'zod';
import { THEMES } from './auth-messages';
import { LANGUAGES } from './languages';
import { IsoDateTime } from './common';
import { PlanIdSchema } from './plan-schemas';

/** Notification and appearance settings, saved on the server (spec part 2, "Settings state"). */
export const Preferences = z.object({
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  marketing_emails: z.boolean(),
  analytics_tracking: z.boolean(),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
});
export type Preferences = z.infer<typeof Preferences>;

/** The signed-in user as `GET /api/auth/me` answers it. */
export const CurrentUser = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  subscription_plan: PlanIdSchema,
  /** Credit balance in credits (1 credit = 1 USD); the spec reads it as image_credits or credits. */
  image_credits: z.number(),
  credits: z.number(),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  phone_number: z.string().nullable(),
  /** A signed, expiring URL of the picture, or null. */
  profile_picture: z.string().nullable(),
  /** False for accounts made through Google, Microsoft or Yahoo that never set a password. */
  has_password: z.boolean(),
  preferences: Preferences,
  created_at: IsoDateTime,
});
export type CurrentUser = z.infer<typeof CurrentUser>;
