import {
  TIMELINE_PREFERENCE_LABELS,
  type CreateWorkflowBody,
  type Workflow,
} from '@atelier/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { insertWorkflow } from './insert-workflow';
import { ownWorkflow } from './own-workflow';
import { planSteps, type PlannedStep } from './plan-steps';
import { WORKFLOW_TEMPLATES } from './template-catalogue';

type Form = z.output<typeof CreateWorkflowBody>;

/**
 * Creates a workflow from the form (steps from the local planner) or from a template (its phases
 * become the steps), counting one use of the `workflows` daily limit (see insertWorkflow).
 */
export async function createWorkflow(db: Database, user: UserRow, form: Form): Promise<Workflow> {
  const template = form.template_id
    ? WORKFLOW_TEMPLATES.find((t) => t.id === form.template_id)
    : undefined;
  if (form.template_id && !template) {
    throw new AppError('UNPROCESSABLE', 'template_id: no such template.');
  }
  const steps: PlannedStep[] = template ? template.phases : planSteps(form);
  const id = await insertWorkflow(
    db,
    user,
    {
      name: form.name,
      description: form.description,
      category: template?.category ?? form.category,
      difficulty: template?.difficulty ?? form.complexity_level,
      estimatedTimeline:
        template?.duration ?? form.duration ?? TIMELINE_PREFERENCE_LABELS[form.timeline_preference],
      timelinePreference: form.timeline_preference,
      kra: form.kra || (template?.kra ?? ''),
      kpi: form.kpi || (template?.kpi ?? ''),
      targetAudience: form.target_audience,
      aiTools: template?.ai_tools ?? [
        ...new Set([...form.ai_tools_needed, ...steps.flatMap((s) => s.recommended_tools)]),
      ],
      tags: template?.tags ?? [form.category],
      templateId: template?.id ?? null,
    },
    steps,
  );
  return ownWorkflow(db, user.id, id);
}
