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
  imported: 'Workflow imported successfully!',
  importFailed: 'Failed to import workflow. Please check the JSON format.',
  shareCopied: 'Share link copied to clipboard!',
  shareFailed: 'Failed to generate share link. Please try again.',
  statusFailed: 'Failed to update status. Please try again.',
  createFailed: 'Failed to create workflow. Please try again.',
  createFromTemplateFailed: 'Failed to create workflow from template. Please try again.',
  deleteFailed: 'Failed to delete workflow. Please try again.',
  listUnauthorized: 'Please log in to view your workflows.',
  templatesUnauthorized: 'Please log in to view workflow templates.',
  shareExpired: 'This share link has expired. Ask the owner for a new one.',
  shareNotFound: 'This share link is not valid.',
  exportFailed: 'Failed to export workflow. Please try again.',
} as const;

/** Progress: the share of completed steps, as a whole percentage; no steps is 0. */
export function completedPercent(steps: readonly { status: string }[]): number {
  if (steps.length === 0) return 0;
  const completed = steps.filter((step) => step.status === 'completed').length;
  return Math.round((completed / steps.length) * 100);
}

/** "Launch Plan: Q3!" is exported as "launch-plan-q3.workflow.json". */
export function workflowExportFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'workflow'}.workflow.json`;
}

/** Spec part 2: "Share link expires in 30 days." */
export const WORKFLOW_SHARE_DAYS = 30;
/** An import file larger than this is refused (with the import message) before it is parsed. */
export const WORKFLOW_IMPORT_MAX_BYTES = 256 * 1024;
/** Steps one workflow may hold; the templates have 5-6 and the planner at most 12. */
export const WORKFLOW_MAX_STEPS = 50;
/** Marks an exported file so an import can tell it from any other JSON. */
export const WORKFLOW_EXPORT_FORMAT = 'atelier.workflow';

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
  /** The team it is shared with (issue 37), or null. */
  team_id: z.string().nullable(),
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

/** A template as GET /api/workflows/templates lists it. */
export const WorkflowTemplateListItem = WorkflowTemplate.extend({
  /** Whether a workflow made from it has a graph that runs on the local engines (issue 49). */
  runnable: z.boolean(),
  /** What one run of that graph holds at most, before any input is given; null if not runnable. */
  estimate_credits: z.number().nullable(),
});
export type WorkflowTemplateListItem = z.infer<typeof WorkflowTemplateListItem>;
export const WorkflowTemplateList = z.array(WorkflowTemplateListItem);

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

export const ShareWorkflowResponse = z.object({
  share_link: z.url(),
  expires_at: IsoDateTime,
});
export type ShareWorkflowResponse = z.infer<typeof ShareWorkflowResponse>;

/** What a shared link shows: the plan, without the owner's ids. */
export const SharedWorkflow = z.object({
  workflow: Workflow.omit({ id: true, template_id: true }).extend({
    steps: z.array(WorkflowStep.omit({ id: true })),
  }),
  expires_at: IsoDateTime,
});
export type SharedWorkflow = z.infer<typeof SharedWorkflow>;
export const SharedWorkflowParams = z.object({ token: z.string().min(1).max(200) });

const text = (max: number) => z.string().trim().max(max);
const textList = z.array(text(200)).max(30).default([]);

/** One step as exported and imported: everything but its id. */
export const WorkflowFileStep = z.object({
  step_number: z.number().int().min(1).max(WORKFLOW_MAX_STEPS).optional(),
  title: text(200).min(1),
  description: text(4000).default(''),
  estimated_duration: text(100).default(''),
  recommended_tools: textList,
  deliverables: textList,
  status: z.enum(STEP_STATUSES).default('pending'),
});

/** The workflow inside an export file; an import also accepts a workflow as the API returns it. */
export const WorkflowFileBody = z.object({
  name: text(200).min(1),
  description: text(4000).min(1),
  category: z.enum(WORKFLOW_CATEGORIES).default('operations'),
  difficulty: z.enum(COMPLEXITY_LEVELS).default('beginner'),
  estimated_timeline: text(100).default(''),
  timeline_preference: z.enum(TIMELINE_PREFERENCES).default('standard'),
  kra: text(1000).default(''),
  kpi: text(1000).default(''),
  target_audience: text(500).default(''),
  ai_tools: textList,
  tags: textList,
  steps: z.array(WorkflowFileStep).max(WORKFLOW_MAX_STEPS).default([]),
});
export type WorkflowFileBody = z.output<typeof WorkflowFileBody>;

/** `GET /api/workflows/{id}/export`: a file `POST /api/workflows/import` takes back. */
export const WorkflowExport = z.object({
  format: z.literal(WORKFLOW_EXPORT_FORMAT),
  version: z.literal(1),
  exported_at: IsoDateTime,
  workflow: WorkflowFileBody,
});
export type WorkflowExport = z.infer<typeof WorkflowExport>;

/** `POST /api/workflows/import`: an export file, or a bare workflow as the API returns it. */
export const WorkflowImportBody = z.union([
  WorkflowExport.pick({ format: true, workflow: true }),
  WorkflowFileBody,
]);
