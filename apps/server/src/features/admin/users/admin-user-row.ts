import type { AdminUserRow } from '@atelier/contract';
import type { UserRow } from '../../../db/schema';
import { microsToCredits } from '../../../lib/money';
import { planIdOf } from '../../usage/plan-catalogue';

/** The columns a row is made of (the export reads exactly these from its cursor). */
export type AdminUserSource = Pick<
  UserRow,
  | 'id'
  | 'fullName'
  | 'email'
  | 'role'
  | 'isActive'
  | 'emailVerifiedAt'
  | 'lastLoginAt'
  | 'createdAt'
  | 'subscriptionPlan'
  | 'creditsMicros'
  | 'registrationIp'
  | 'registrationDevice'
  | 'termsAgreed'
>;

/** Spec part 2, section 3: Admin user row. */
export function toAdminUserRow(user: AdminUserSource): AdminUserRow {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    is_active: user.isActive,
    email_verified: user.emailVerifiedAt !== null,
    last_login: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    subscription_plan: planIdOf(user.subscriptionPlan),
    credits: microsToCredits(user.creditsMicros),
    registration_ip: user.registrationIp,
    registration_device: user.registrationDevice,
    terms_agreed: user.termsAgreed,
  };
}
