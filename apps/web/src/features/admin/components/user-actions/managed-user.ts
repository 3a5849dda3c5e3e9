import type { PlanId } from '@atelier/contract';

/** What the actions need of a user, from a list row or the detail page alike. */
export interface ManagedUser {
  id: string;
  full_name: string;
  email: string;
  is_active: boolean;
  subscription_plan: PlanId;
}

export type UserAction = 'plan' | 'credits' | 'status' | 'delete';

/** A name to address the user by in a question: the name, or the email without one. */
export function displayName(user: Pick<ManagedUser, 'full_name' | 'email'>): string {
  return user.full_name.trim() || user.email;
}
