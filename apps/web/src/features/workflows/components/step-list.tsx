import type { WorkflowStep } from '@atelier/contract';
import type { ReactNode } from 'react';
import { StepCard } from './step-card';
import { useT } from '../../../lib/i18n/i18n';

/** The steps in order; `status` draws each one's status control (the owner's dropdown). */
export function StepList<S extends Omit<WorkflowStep, 'id'>>({
  steps,
  status,
}: {
  steps: readonly S[];
  status?: (step: S) => ReactNode;
}) {
  const t = useT();
  if (steps.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('workflows.noSteps')}</p>;
  }
  return (
    <ol aria-label={t('workflows.steps')} className="space-y-3">
      {steps.map((step) => (
        <li key={step.step_number}>
          <StepCard step={step} status={status?.(step)} />
        </li>
      ))}
    </ol>
  );
}
