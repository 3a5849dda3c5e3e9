import {
  TIMELINE_PREFERENCE_LABELS,
  type CreateWorkflowBody,
  type Workflow,
} from '@atelier/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { workflowSteps, workflows, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { trackUsage } from '../usage/track-usage';
import { ownWorkflow } from './own-workflow';
import { planSteps, type PlannedStep } from './plan-steps';
import { WORKFLOW_TEMPLATES } from './template-catalogue';

type Form = z.output<typeof CreateWorkflowBody>;

/**
 * Creates a workflow from the form (steps from the local planner) or from a template (its phases
 * become the steps). Counts one use of the `workflows` daily limit in the same transaction, so a
 * refusal (429, the limit dialog's text) creates nothing and a failure counts nothing.
 */
export async function createWorkflow(db: Database, user: UserRow, form: Form): Promise<Workflow> {
  const template = form.template_id
    ? WORKFLOW_TEMPLATES.find((t) => t.id === form.template_id)
    : undefined;
  if (form.template_id && !template) {
    throw new AppError('UNPROCESSABLE', 'template_id: no such template.');
  }
  const steps: PlannedStep[] = template ? template.phases : planSteps(form);
  const id = await db.transaction(async (tx) => {
    await trackUsage(tx as unknown as Database, user, 'workflows', 1);
    const [row] = await tx
      .insert(workflows)
      .values({
        userId: user.id,
        name: form.name,
        description: form.description,
        category: template?.category ?? form.category,
        difficulty: template?.difficulty ?? form.complexity_level,
        estimatedTimeline:
          template?.duration ??
          form.duration ??
          TIMELINE_PREFERENCE_LABELS[form.timeline_preference],
        timelinePreference: form.timeline_preference,
        kra: form.kra || (template?.kra ?? ''),
        kpi: form.kpi || (template?.kpi ?? ''),
        targetAudience: form.target_audience,
        aiTools: template?.ai_tools ?? [
          ...new Set([...form.ai_tools_needed, ...steps.flatMap((s) => s.recommended_tools)]),
        ],
        tags: template?.tags ?? [form.category],
        templateId: template?.id ?? null,
      })
      .returning({ id: workflows.id });
    if (!row) throw new Error('workflow was not created');
    if (steps.length > 0) {
      await tx.insert(workflowSteps).values(
        steps.map((step, index) => ({
          workflowId: row.id,
          stepNumber: index + 1,
          title: step.title,
          description: step.description,
          estimatedDuration: step.estimated_duration,
          recommendedTools: step.recommended_tools,
          deliverables: step.deliverables,
        })),
      );
    }
    return row.id;
  });
  return ownWorkflow(db, user.id, id);
}
