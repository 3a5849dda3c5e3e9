import { completedPercent, type StepStatus, type Workflow } from '@atelier/contract';

/** The workflow with one step moved to `status` and its progress recomputed from the steps. */
export function withStepStatus(workflow: Workflow, stepId: string, status: StepStatus): Workflow {
  const steps = workflow.steps.map((step) => (step.id === stepId ? { ...step, status } : step));
  return { ...workflow, steps, progress: completedPercent(steps) };
}
