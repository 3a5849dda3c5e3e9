import { AdminPlanGating } from '@atelier/contract';
import type { AdminGatingBody, PlanId } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { gatingKey } from './get-gating';

/** The limits of one plan to change; null puts a feature back to the catalogue's. */
export interface PlanLimitsChange {
  plan: PlanId;
  limits: AdminGatingBody['limits'];
}

export function updateGating({ plan, limits }: PlanLimitsChange): Promise<AdminPlanGating> {
  return adminFetch(`/features/gating/${encodeURIComponent(plan)}`, {
    method: 'PUT',
    body: { limits } satisfies AdminGatingBody,
    schema: AdminPlanGating,
  });
}

/**
 * One request per changed plan, one after the other, so a refused plan stops the ones after it
 * and the error names what went wrong.
 */
export function useUpdateGating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: PlanLimitsChange[]) => {
      for (const change of changes) await updateGating(change);
    },
    // Also on failure: the plans saved before the refused one show as they now are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: gatingKey }),
  });
}
