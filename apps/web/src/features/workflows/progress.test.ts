import { describe, expect, it } from 'vitest';
import { completedPercent } from '@atelier/contract';
import { withStepStatus } from './progress';
import { makeStep, makeWorkflow } from './workflow-fixtures';

describe('workflow progress', () => {
  it('is the rounded share of completed steps, 0 without steps', () => {
    const steps = (...statuses: string[]) => statuses.map((status) => ({ status }));
    expect(completedPercent([])).toBe(0);
    expect(completedPercent(steps('completed', 'pending', 'completed', 'blocked'))).toBe(50);
    expect(completedPercent(steps('completed', 'pending', 'in_progress'))).toBe(33);
    expect(completedPercent(steps('completed', 'completed', 'pending'))).toBe(67);
    expect(completedPercent(steps('completed'))).toBe(100);
  });

  it('moves one step and recomputes the workflow’s progress', () => {
    const workflow = makeWorkflow();
    const step = workflow.steps[3];

    const done = withStepStatus(workflow, step.id, 'completed');
    expect(done.steps.map((s) => s.status)).toEqual([
      'completed',
      'in_progress',
      'pending',
      'completed',
    ]);
    expect(done.progress).toBe(50);
    expect(withStepStatus(done, workflow.steps[0].id, 'blocked').progress).toBe(25);
    expect(workflow.steps[3]).toEqual(makeStep(4));
  });
});
