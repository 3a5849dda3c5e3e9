import {
  TIMELINE_PREFERENCE_LABELS,
  WorkflowGraph,
  type CreateWorkflowBody,
  type Workflow,
} from '@atelier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { insertWorkflow } from './insert-workflow';
import { ownWorkflow } from './own-workflow';
import { planSteps, type PlannedStep } from './plan-steps';
import { refinePlan } from './refine-plan';
import { findActiveTemplate } from '../content/curated-templates';
import { TEMPLATE_GRAPHS } from '../workflow-runs/template-graphs';
import { workflowGraphs, type UserRow } from '../../db/schema';

type Form = z.output<typeof CreateWorkflowBody>;

/**
 * Creates a workflow from the form (steps from the local planner, refined by a text provider when
 * one is configured) or from a template (its phases become the steps), counting one use of the
 * `workflows` daily limit (see insertWorkflow).
 */
export async function createWorkflow(
  deps: Pick<AppDeps, 'db' | 'engines'>,
  user: UserRow,
  form: Form,
  log: FastifyBaseLogger,
): Promise<Workflow> {
  const { db } = deps;
  const template = form.template_id
    ? await findActiveTemplate(db, 'workflow', form.template_id)
    : null;
  if (form.template_id && !template) {
    throw new AppError('UNPROCESSABLE', 'template_id: no such template.');
  }
  const steps: PlannedStep[] = template ? template.phases : await planFromForm(deps, form, log);
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
  // A template with a runnable graph gives the new workflow a copy of it (issue 49).
  const graph = template ? TEMPLATE_GRAPHS[template.id] : undefined;
  if (graph)
    await db.insert(workflowGraphs).values({ workflowId: id, graph: WorkflowGraph.parse(graph) });
  return ownWorkflow(db, user.id, id);
}

async function planFromForm(
  deps: Pick<AppDeps, 'engines'>,
  form: Form,
  log: FastifyBaseLogger,
): Promise<PlannedStep[]> {
  const local = planSteps(form);
  const engine = deps.engines.text.utility();
  if (!engine) return local;
  return refinePlan(engine, form, local, (reason) =>
    log.warn({ provider: engine.provider, reason }, 'workflow plan: kept the local planner'),
  );
}
