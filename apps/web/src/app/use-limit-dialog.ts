import { PLANS } from '@atelier/contract';
import type { FeatureType } from '@atelier/contract';
import { useState } from 'react';
import { useAuth } from '../kits/session/auth-context';
import { ApiError } from '../lib/api-client';
import { errorField } from '../lib/error-message';
import type { LimitDialogProps } from './limit-dialog';

/**
 * The Daily Limit Reached dialog for one feature: `show` opens it (with the limit, or the plan's
 * own when unknown), and `catchLimit` opens it for a 429 refusal, saying whether it did.
 */
export function useLimitDialog(featureType: FeatureType) {
  const { user } = useAuth();
  const plan = user?.subscription_plan ?? 'starter';
  const [limit, setLimit] = useState<number | null>(null);

  const show = (known?: number) => setLimit(known ?? PLANS[plan].dailyLimits[featureType]);
  const catchLimit = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 429) return false;
    const sent = errorField(error, 'limit');
    show(typeof sent === 'number' ? sent : undefined);
    return true;
  };

  const dialog: LimitDialogProps = {
    open: limit !== null,
    onOpenChange: (open) => {
      if (!open) setLimit(null);
    },
    featureType,
    limit: limit ?? 0,
    currentPlan: plan,
  };
  return { show, catchLimit, dialog };
}
