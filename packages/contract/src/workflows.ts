import { z } from 'zod';
import { IsoDateTime } from './common';
import {
  COMPLEXITY_LEVELS,
  STEP_STATUSES,
  TIMELINE_PREFERENCES,
  WORKFLOW_CATEGORIES,
} from './workflow-catalogue';

/** Spec part 2, "Workflow errors" and success toasts. */
export const WORKFLOW_MESSAGES = {
  nameRequired: 'Please enter a workflow name.',
  descriptionRequired: 'Please enter a description.',
  notFound: 'Workflow not found',
  stepNotFound: 'Step not found',
  created: 'Workflow created successfully!',
  deleted: 'Workflow deleted successfully!',
  statusUpdated: 'Status updated successfully!',
} as const;

/** "a, b, c" or ["a", "b", "c"]: the form sends comma lists; imports send arrays. */
const commaList = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(30)])
  .default([])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 20),
  );

export const CreateWorkflowBody = z.object({
  name: z
    .string({ error: WORKFLOW_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: WORKFLOW_MESSAGES.nameRequired })
    .max(200),
  description: z
    .string({ error: WORKFLOW_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { error: WORKFLOW_MESSAGES.descriptionRequired })
    .max(4000),
  category: z.enum(WORKFLOW_CATEGORIES).default('operations'),
  duration: z.string().trim().max(100).optional(),
  phases: commaList,
  ai_tools_needed: commaList,
  kra: z.string().trim().max(1000).default(''),
  kpi: z.string().trim().max(1000).default(''),
  target_audience: z.string().trim().max(500).default(''),
  timeline_preference: z.enum(TIMELINE_PREFERENCES).default('standard'),
  complexity_level: z.enum(COMPLEXITY_LEVELS).default('beginner'),
  /** Creating from a template: its phases become the steps. */
  template_id: z.string().max(100).optional(),
});
export type CreateWorkflowBody = z.input<typeof CreateWorkflowBody>;

export const WorkflowStep = z.object({
  id: z.string(),
  step_number: z.number().int(),
  title: z.string(),
  description: z.string(),
  estimated_duration: z.string(),
  recommended_tools: z.array(z.string()),
  deliverables: z.array(z.string()),
  status: z.enum(STEP_STATUSES),
});
export type WorkflowStep = z.infer<typeof WorkflowStep>;

export const Workflow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.string(),
  difficulty: z.string(),
  estimated_timeline: z.string(),
  timeline_preference: z.string(),
  progress: z.number().int().min(0).max(100),
  kra: z.string(),
  kpi: z.string(),
  target_audience: z.string(),
  ai_tools: z.array(z.string()),
  tags: z.array(z.string()),
  template_id: z.string().nullable(),
  steps: z.array(WorkflowStep),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type Workflow = z.infer<typeof Workflow>;
export const WorkflowList = z.array(Workflow);

export const WorkflowTemplatePhaseSchema = z.object({
  title: z.string(),
  description: z.string(),
  estimated_duration: z.string(),
  deliverables: z.array(z.string()),
  recommended_tools: z.array(z.string()),
});
export const WorkflowTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.string(),
  duration: z.string(),
  phases: z.array(WorkflowTemplatePhaseSchema),
  ai_tools: z.array(z.string()),
  kra: z.string(),
  kpi: z.string(),
  tags: z.array(z.string()),
});
export type WorkflowTemplate = z.infer<typeof WorkflowTemplate>;
export const WorkflowTemplateList = z.array(WorkflowTemplate);

export const StepStatusParams = z.object({
  id: z.uuid({ error: WORKFLOW_MESSAGES.notFound }),
  stepId: z.uuid({ error: WORKFLOW_MESSAGES.stepNotFound }),
});
export const StepStatusQuery = z.object({
  status: z.enum(STEP_STATUSES, {
    error: `status must be one of: ${STEP_STATUSES.join(', ')}`,
  }),
});
export const WorkflowParams = z.object({ id: z.uuid({ error: WORKFLOW_MESSAGES.notFound }) });
