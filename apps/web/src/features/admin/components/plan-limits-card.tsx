import { ADMIN_CURATION_MESSAGES } from '@atelier/contract';
import type { AdminPlanGating, FeatureType } from '@atelier/contract';
import GaugeIcon from 'lucide-react/icons/gauge';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useGating } from '../api/get-gating';
import { useUpdateGating } from '../api/update-gating';
import type { PlanLimitsChange } from '../api/update-gating';
import { EmptyRow } from './admin-table';
import { changesOf, invalidLimit, resetOf } from './plan-limits';
import type { LimitDrafts } from './plan-limits';
import { PlanLimitsTable } from './plan-limits-table';

/**
 * Each plan's daily limit per feature (manage_features). Only what changed is sent, plan by
 * plan; what was typed stays in the inputs until it is saved.
 */
export function PlanLimitsCard() {
  const gating = useGating();
  const update = useUpdateGating();
  const [drafts, setDrafts] = useState<LimitDrafts>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const type = (plan: AdminPlanGating, feature: FeatureType, text: string) =>
    setDrafts((current) => ({
      ...current,
      [plan.plan]: { ...current[plan.plan], [feature]: text },
    }));

  const send = (changes: PlanLimitsChange[], onSaved: () => void) => {
    setRefusal(null);
    update.mutate(changes, {
      onSuccess: () => {
        onSaved();
        toast.success(ADMIN_CURATION_MESSAGES.gatingSaved);
      },
      onError: (error) =>
        setRefusal(errorMessage(error, 'Could not save the plan limits. Please try again.')),
    });
  };

  const data = gating.data;
  const changes = data ? changesOf(data, drafts) : [];
  const save = () => {
    if (!data) return;
    const invalid = invalidLimit(data, changes);
    if (invalid) setRefusal(invalid);
    else send(changes, () => setDrafts({}));
  };
  const reset = (plan: AdminPlanGating) => {
    const change = data ? resetOf(data, plan) : null;
    if (!change) return;
    send([change], () =>
      setDrafts((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => key !== plan.plan)),
      ),
    );
  };

  return (
    <Card>
      <CardTitle
        icon={<GaugeIcon className="size-5" aria-hidden="true" />}
        title="Plan limits"
        description="-1 means unlimited; 0 takes the feature out of the plan. Changes apply from the users' next request."
      />
      <div className="mt-4 space-y-4">
        {gating.isError ? (
          <Alert tone="error">
            <p>Failed to load plan limits</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void gating.refetch()}
            >
              Retry
            </Button>
          </Alert>
        ) : !data ? (
          <EmptyRow>Loading plan limits...</EmptyRow>
        ) : (
          <>
            {refusal ? <Alert tone="error">{refusal}</Alert> : null}
            <PlanLimitsTable
              gating={data}
              drafts={drafts}
              disabled={update.isPending}
              onType={type}
              onReset={reset}
            />
            <LastChanges plans={data.plans} />
            <div className="flex justify-end">
              <Button disabled={update.isPending || changes.length === 0} onClick={save}>
                {update.isPending ? 'Saving...' : 'Save limits'}
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

/** Who last changed each plan's limits, for the plans off the catalogue. */
function LastChanges({ plans }: { plans: AdminPlanGating[] }) {
  const changed = plans.filter((plan) => plan.updated_at);
  if (changed.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
      {changed.map((plan) => (
        <li key={plan.plan}>
          {plan.name}: Last changed by {plan.updated_by ?? 'unknown'} on{' '}
          {formatDate(plan.updated_at ?? '')}
        </li>
      ))}
    </ul>
  );
}
