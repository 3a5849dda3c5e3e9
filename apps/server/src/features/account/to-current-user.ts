import type { CurrentUser } from '@atelier/contract';
import type { UserRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { microsToCredits } from '../../lib/money';

const PICTURE_URL_TTL_SECONDS = 24 * 60 * 60;

/** The user as the web app sees it: no secrets, credits as decimal numbers, a signed picture URL. */
export function toCurrentUser(user: UserRow, mediaUrls: MediaUrls): CurrentUser {
  const credits = microsToCredits(user.creditsMicros);
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    subscription_plan: user.subscriptionPlan as CurrentUser['subscription_plan'],
    image_credits: credits,
    credits,
    email_verified: user.emailVerifiedAt !== null,
    two_factor_enabled: user.totpSecret !== null,
    phone_number: user.phoneNumber,
    profile_picture: user.profilePictureKey
      ? mediaUrls.sign(user.profilePictureKey, PICTURE_URL_TTL_SECONDS)
      : null,
    has_password: user.passwordHash !== null,
    preferences: user.preferences,
    created_at: user.createdAt.toISOString(),
  };
}
