import type { AdminGatingResponse, AdminPlanGating, FeatureType } from '@atelier/contract';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { cellClass } from './admin-table';
import { limitOf, resetOf, shownLimit } from './plan-limits';
import type { LimitDrafts } from './plan-limits';

/**
 * A feature per row, a plan per column, a limit input in each cell. Each input is named by the
 * headers it sits under ("Pro AI Prompts"), which are its visible labels.
 */
export function PlanLimitsTable({
  gating,
  drafts,
  disabled,
  onType,
  onReset,
}: {
  gating: AdminGatingResponse;
  drafts: LimitDrafts;
  disabled: boolean;
  onType: (plan: AdminPlanGating, feature: FeatureType, text: string) => void;
  onReset: (plan: AdminPlanGating) => void;
}) {
  const baseId = useId();
  const planId = (plan: AdminPlanGating) => `${baseId}-plan-${plan.plan}`;
  const featureId = (feature: FeatureType) => `${baseId}-feature-${feature}`;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Daily limits per plan</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-4 align-bottom font-medium">
              Feature
            </th>
            {gating.plans.map((plan) => (
              <th key={plan.plan} scope="col" className="py-2 pr-4 align-bottom font-medium">
                <div className="flex items-center gap-2 whitespace-nowrap">
                  <span id={planId(plan)}>{plan.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Reset ${plan.name}`}
                    disabled={disabled || resetOf(gating, plan) === null}
                    onClick={() => onReset(plan)}
                  >
                    Reset
                  </Button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {gating.features.map((feature) => (
            <tr key={feature.key}>
              <th
                id={featureId(feature.key)}
                scope="row"
                className={`${cellClass} font-medium whitespace-nowrap text-slate-900 dark:text-slate-100`}
              >
                {feature.name}
              </th>
              {gating.plans.map((plan) => {
                const text = shownLimit(drafts, plan, feature.key);
                const fallback = plan.defaults[feature.key];
                const noteId = `${baseId}-${plan.plan}-${feature.key}-default`;
                const offDefault = limitOf(text) !== fallback;
                return (
                  <td key={plan.plan} className={cellClass}>
                    <input
                      type="number"
                      min={-1}
                      step={1}
                      inputMode="numeric"
                      aria-labelledby={`${planId(plan)} ${featureId(feature.key)}`}
                      aria-describedby={offDefault ? noteId : undefined}
                      disabled={disabled}
                      value={text}
                      onChange={(event) => onType(plan, feature.key, event.target.value)}
                      className={`${inputClasses} w-28 tabular-nums`}
                    />
                    {offDefault ? (
                      <p id={noteId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                        default {fallback}
                      </p>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
