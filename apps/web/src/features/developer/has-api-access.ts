import { API_ACCESS_PLANS } from '@atelier/contract';

/**
 * Whether the plan may create keys and webhooks. The server has the last word (a plan that has
 * ended is refused there, with the same message the page shows).
 */
export function hasApiAccess(plan: string): boolean {
  return (API_ACCESS_PLANS as readonly string[]).includes(plan);
}
