import { AdminSubscriptionChangedResponse, type PlanId } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { invalidateUser } from './invalidate-user';

/** Puts a user on a plan directly, with no payment behind it. */
export function updateUserSubscription(input: { userId: string; plan: PlanId }) {
  return adminFetch(`/users/${encodeURIComponent(input.userId)}/update-subscription`, {
    method: 'POST',
    body: { plan_id: input.plan },
    schema: AdminSubscriptionChangedResponse,
  });
}

export function useUpdateUserSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSubscription,
    // Spec part 2, section 4: the page reloads after a plan change.
    onSuccess: (_answer, input) => invalidateUser(queryClient, input.userId),
  });
}
