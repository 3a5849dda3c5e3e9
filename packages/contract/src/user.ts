import { z } from 'zod';
import { IsoDateTime } from './common';
import { PlanIdSchema } from './plan-schemas';

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
  profile_picture: z.string().nullable(),
  created_at: IsoDateTime,
});
export type CurrentUser = z.infer<typeof CurrentUser>;
