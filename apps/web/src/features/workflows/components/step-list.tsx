import type { WorkflowStep } from '@atelier/contract';
import type { ReactNode } from 'react';
import { StepCard } from './step-card';

/** The steps in order; `status` draws each one's status control (the owner's dropdown). */
export function StepList<S extends Omit<WorkflowStep, 'id'>>({
  steps,
  status,
}: {
  steps: readonly S[];
  status?: (step: S) => ReactNode;
}) {
  if (steps.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">This workflow has no steps.</p>
    );
  }
  return (
    <ol aria-label="Steps" className="space-y-3">
      {steps.map((step) => (
        <li key={step.step_number}>
          <StepCard step={step} status={status?.(step)} />
        </li>
      ))}
    </ol>
  );
}
