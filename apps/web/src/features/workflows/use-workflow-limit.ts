import { PLANS } from '@atelier/contract';
import { useState } from 'react';
import type { LimitDialogProps } from '../../app/limit-dialog';
import { ApiError } from '../../lib/api-client';
import { errorField } from '../../lib/error-message';
import { useAuth } from '../auth/auth-context';

/**
 * Creating and importing count against the plan's daily workflows; the server refuses with 429
 * and the limit, which opens the Daily Limit Reached dialog. `catchLimit` says whether it did.
 */
export function useWorkflowLimit() {
  const { user } = useAuth();
  const plan = user?.subscription_plan ?? 'starter';
  const [limit, setLimit] = useState<number | null>(null);

  const catchLimit = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 429) return false;
    const sent = errorField(error, 'limit');
    setLimit(typeof sent === 'number' ? sent : PLANS[plan].dailyLimits.workflows);
    return true;
  };

  const dialog: LimitDialogProps = {
    open: limit !== null,
    onOpenChange: (open) => {
      if (!open) setLimit(null);
    },
    featureType: 'workflows',
    limit: limit ?? 0,
    currentPlan: plan,
  };
  return { catchLimit, dialog };
}
