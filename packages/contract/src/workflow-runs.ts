import { z } from 'zod';
import { IsoDateTime } from './common';
import type { PlanId } from './plans';

/**
 * Workflows that run (issue 49): a graph of the platform's own tools beside a workflow's guided
 * steps. A node's parameter is a literal or a template; `{{node.output}}`, `{{inputs.name}}` and,
 * in a node that runs once per item, `{{item}}` are replaced when the step runs. The references
 * are the edges.
 */
export const WORKFLOW_GRAPH_LIMITS = {
  nodes: 50,
  /** Items a `for_each` node runs for. */
  forEachItems: 20,
  inputs: 20,
  /** Attempts of a step whose provider failed for a moment (a time-out, 429 or 5xx). */
  attempts: 3,
  textChars: 20_000,
} as const;

/** Steps of one run working at once, by the plan of whoever pays. */
export const WORKFLOW_PARALLEL_STEPS: Record<PlanId, number> = {
  starter: 2,
  pro: 3,
  growth: 5,
  enterprise: 8,
};

/** Schedules fire at most this often (issue 49: "at most hourly"). */
export const WORKFLOW_SCHEDULE_MIN_MINUTES = 60;

export const WORKFLOW_RUN_MESSAGES = {
  runNotFound: 'Run not found',
  graphMissing: 'This workflow has no runnable graph yet. Add steps in the editor first.',
  notRunning: 'This run has already ended.',
  notResumable: 'Only a failed or cancelled run can be resumed.',
  inputRequired: (name: string) => `inputs.${name}: this input is required.`,
  unknownInput: (name: string) => `inputs.${name}: the workflow has no such input.`,
  inputType: (name: string, type: string) => `inputs.${name}: expected ${type}.`,
  tooManyItems: (node: string, max: number) =>
    `${node}: for_each gave more than ${max} items; a step runs for at most ${max}.`,
  notAList: (node: string) => `${node}: for_each must name a list.`,
  cancelled: 'Cancelled. No credits were charged for the steps that did not finish.',
  skippedUnaffordable: 'Skipped: the balance did not cover the estimate.',
  planNeeded:
    'Schedules and inbound URLs need the Growth plan or higher. Manual runs work on every plan.',
  invalidSignature: 'The signature does not match this workflow\u2019s secret.',
  triggerNotFound: 'This inbound URL is not valid.',
  cronInvalid:
    'cron must be five fields (minute hour day-of-month month day-of-week), such as "0 9 * * 1".',
  cronTooOften:
    'A schedule runs at most once an hour: give the minute as one number, such as "0 * * * *".',
  timezoneInvalid: 'timezone must be an IANA time zone, such as "Europe/Paris" or "UTC".',
  scheduleNotFound: 'This workflow has no schedule.',
  staleSignature: 'The webhook-timestamp is more than five minutes from now.',
  inboundBody: 'The body must be a JSON object: the run\u2019s inputs by name.',
} as const;

/** What a value of a node's parameter or a workflow input may be. */
export const WORKFLOW_PARAM_TYPES = [
  'text',
  'number',
  'choice',
  'image',
  'video',
  'audio',
  'list',
] as const;
export type WorkflowParamType = (typeof WORKFLOW_PARAM_TYPES)[number];

export const WORKFLOW_INPUT_TYPES = ['text', 'number', 'image', 'video', 'audio'] as const;
export type WorkflowInputType = (typeof WORKFLOW_INPUT_TYPES)[number];

/** What a node gives the nodes after it. A `for_each` node gives a list of each. */
export const WORKFLOW_OUTPUT_TYPES = [
  'text',
  'image_url',
  'video_url',
  'audio_url',
  'text_list',
  'image_url_list',
  'video_url_list',
  'audio_url_list',
] as const;
export type WorkflowOutputType = (typeof WORKFLOW_OUTPUT_TYPES)[number];

const NAME = /^[a-z][a-z0-9_]{0,39}$/;
const nameError = 'must start with a lower-case letter and hold only a-z, 0-9 and _ (at most 40)';
const Name = z.string().regex(NAME, { error: nameError });

/** A parameter's value as saved: a literal, or text holding templates. */
export const WorkflowParamValue = z.union([
  z.string().max(WORKFLOW_GRAPH_LIMITS.textChars, {
    error: `at most ${WORKFLOW_GRAPH_LIMITS.textChars} characters`,
  }),
  z.number().finite(),
  z.boolean(),
]);
export type WorkflowParamValue = z.infer<typeof WorkflowParamValue>;

export const WorkflowInputDefinition = z.strictObject({
  type: z.enum(WORKFLOW_INPUT_TYPES),
  required: z.boolean().default(false),
  label: z.string().max(100).optional(),
});

export const WorkflowNode = z.strictObject({
  id: Name,
  tool: z.string().min(1).max(64),
  params: z.record(z.string().max(64), WorkflowParamValue).default({}),
  /** `{{node.output}}` naming a list: the node runs once per item, `{{item}}` the current one. */
  for_each: z.string().max(200).optional(),
  /** Where the editor draws it; the server keeps it as given. */
  position: z.strictObject({ x: z.number().finite(), y: z.number().finite() }).optional(),
  label: z.string().max(100).optional(),
});
export type WorkflowNode = z.infer<typeof WorkflowNode>;

export const WorkflowGraph = z.strictObject({
  inputs: z
    .record(Name, WorkflowInputDefinition)
    .refine((inputs) => Object.keys(inputs).length <= WORKFLOW_GRAPH_LIMITS.inputs, {
      error: `at most ${WORKFLOW_GRAPH_LIMITS.inputs} inputs`,
    })
    .default({}),
  nodes: z.array(WorkflowNode).max(WORKFLOW_GRAPH_LIMITS.nodes, {
    error: `at most ${WORKFLOW_GRAPH_LIMITS.nodes} nodes`,
  }),
});
export type WorkflowGraph = z.output<typeof WorkflowGraph>;
export type WorkflowGraphInput = z.input<typeof WorkflowGraph>;

export const WorkflowGraphView = WorkflowGraph.extend({
  version: z.number().int(),
  updated_at: IsoDateTime.nullable(),
});
export type WorkflowGraphView = z.infer<typeof WorkflowGraphView>;

/** One refusal of a graph, naming the node and the field. */
export const WorkflowGraphProblem = z.object({
  node: z.string().nullable(),
  field: z.string(),
  message: z.string(),
});
export type WorkflowGraphProblem = z.infer<typeof WorkflowGraphProblem>;

export const WorkflowToolParam = z.object({
  name: z.string(),
  type: z.enum(WORKFLOW_PARAM_TYPES),
  required: z.boolean(),
  label: z.string(),
  choices: z.array(z.string()).optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type WorkflowToolParam = z.infer<typeof WorkflowToolParam>;

export const WorkflowToolOutput = z.object({
  name: z.string(),
  type: z.enum(WORKFLOW_OUTPUT_TYPES),
  label: z.string(),
});
export type WorkflowToolOutput = z.infer<typeof WorkflowToolOutput>;

/** The palette's groups, in the order of the app's menu (issue 50). */
export const WORKFLOW_TOOL_GROUPS = [
  'text',
  'images',
  'video',
  'reimagine',
  'audio',
  'product_ads',
  'utilities',
] as const;
export type WorkflowToolGroup = (typeof WORKFLOW_TOOL_GROUPS)[number];

export const WorkflowToolDescription = z.object({
  id: z.string(),
  label: z.string(),
  group: z.enum(WORKFLOW_TOOL_GROUPS),
  description: z.string(),
  /** The route a step of this tool submits to, as a user calling it directly would. */
  route: z.string().nullable(),
  params: z.array(WorkflowToolParam),
  outputs: z.array(WorkflowToolOutput),
  /** How the price of one step is computed. */
  price: z.string(),
});
export type WorkflowToolDescription = z.infer<typeof WorkflowToolDescription>;
export const WorkflowToolList = z.object({ tools: z.array(WorkflowToolDescription) });
export type WorkflowToolList = z.infer<typeof WorkflowToolList>;

/** A run's inputs, by the names the graph declares: text, a number, or a media link. */
export const WorkflowRunInputs = z
  .record(
    z.string().max(40),
    z.union([z.string().max(WORKFLOW_GRAPH_LIMITS.textChars), z.number().finite()]),
  )
  .default({});

export const WorkflowRunBody = z.object({ inputs: WorkflowRunInputs });
export type WorkflowRunBody = z.input<typeof WorkflowRunBody>;

export const WorkflowEstimate = z.object({
  estimate_credits: z.number(),
  steps: z.array(z.object({ node_id: z.string(), credits: z.number() })),
});
export type WorkflowEstimate = z.infer<typeof WorkflowEstimate>;

/** POST /api/workflow-graphs/check: a graph as the editor holds it, saved or not. */
export const WorkflowGraphCheckBody = z.object({
  graph: WorkflowGraph,
  inputs: WorkflowRunInputs,
});
export type WorkflowGraphCheckBody = z.input<typeof WorkflowGraphCheckBody>;

/** Every problem saving would refuse (none: it can be saved and run), and what a run would hold. */
export const WorkflowGraphCheck = z.object({
  problems: z.array(WorkflowGraphProblem),
  estimate: WorkflowEstimate,
});
export type WorkflowGraphCheck = z.infer<typeof WorkflowGraphCheck>;

export const WORKFLOW_RUN_STATUSES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

export const WORKFLOW_STEP_STATUSES = [
  'waiting',
  'running',
  'succeeded',
  'failed',
  'cancelled',
  'skipped',
] as const;
export type WorkflowStepStatus = (typeof WORKFLOW_STEP_STATUSES)[number];

export const WorkflowRunAccepted = z.object({
  run_id: z.uuid(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  estimate_credits: z.number(),
  events_url: z.string(),
});
export type WorkflowRunAccepted = z.infer<typeof WorkflowRunAccepted>;

/** A step's outputs: each a value, or a list of them for a node run per item. */
export const WorkflowStepOutputs = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const WorkflowRunStep = z.object({
  node_id: z.string(),
  tool: z.string(),
  status: z.enum(WORKFLOW_STEP_STATUSES),
  attempts: z.number().int(),
  outputs: WorkflowStepOutputs,
  credits: z.number(),
  error: z.string().nullable(),
  /** The generation jobs the step made, newest attempt last (each readable at /api/jobs/{id}). */
  job_ids: z.array(z.uuid()),
  /** For a node run once per item: how many items, and how many are done. */
  items: z.object({ total: z.number().int(), done: z.number().int() }).nullable(),
  started_at: IsoDateTime.nullable(),
  finished_at: IsoDateTime.nullable(),
});
export type WorkflowRunStep = z.infer<typeof WorkflowRunStep>;

export const WorkflowRun = z.object({
  id: z.uuid(),
  workflow_id: z.uuid(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  /** What started it: the button (or an API call), the schedule, or the inbound URL. */
  trigger: z.enum(['manual', 'schedule', 'inbound']),
  team_id: z.uuid().nullable(),
  inputs: z.record(z.string(), z.union([z.string(), z.number()])),
  estimate_credits: z.number(),
  credits_charged: z.number(),
  /** The version of the graph it ran (raised at each save). */
  workflow_version: z.number().int(),
  error: z.string().nullable(),
  /** The graph as it was when the run started (issue 50: a past run is shown on it). */
  graph: WorkflowGraph,
  steps: z.array(WorkflowRunStep),
  created_at: IsoDateTime,
  finished_at: IsoDateTime.nullable(),
});
export type WorkflowRun = z.infer<typeof WorkflowRun>;

export const WorkflowRunList = z.object({
  runs: z.array(WorkflowRun.omit({ steps: true, graph: true })),
});

/** GET /api/teams/{id}/workflow-runs (any member): the runs the team's wallet paid. */
export const TeamWorkflowRunList = z.object({
  runs: z.array(
    WorkflowRun.omit({ steps: true, graph: true }).extend({
      workflow_name: z.string(),
      /** The member who started it (the owner of the schedule or inbound URL for those). */
      started_by: z.string(),
    }),
  ),
});
export type TeamWorkflowRunList = z.infer<typeof TeamWorkflowRunList>;
export type WorkflowRunList = z.infer<typeof WorkflowRunList>;

export const WorkflowRunParams = z.object({
  run_id: z.uuid({ error: WORKFLOW_RUN_MESSAGES.runNotFound }),
});

/** PUT /api/workflows/{id}/schedule (Growth plan and up). */
export const WorkflowScheduleBody = z.object({
  cron: z
    .string()
    .trim()
    .min(9, { error: 'cron must be five fields: minute hour day month weekday' })
    .max(100),
  timezone: z.string().trim().min(1).max(64).default('UTC'),
  inputs: WorkflowRunInputs,
  enabled: z.boolean().default(true),
});
export type WorkflowScheduleBody = z.input<typeof WorkflowScheduleBody>;

export const WorkflowSchedule = z.object({
  cron: z.string(),
  timezone: z.string(),
  inputs: z.record(z.string(), z.union([z.string(), z.number()])),
  enabled: z.boolean(),
  next_run_at: IsoDateTime.nullable(),
  last_run_at: IsoDateTime.nullable(),
  last_run_id: z.uuid().nullable(),
  last_skipped_at: IsoDateTime.nullable(),
  last_skip_reason: z.string().nullable(),
  skipped: z.number().int(),
});
export type WorkflowSchedule = z.infer<typeof WorkflowSchedule>;

/** POST /api/workflows/{id}/trigger: the inbound URL and its secret, shown once. */
export const WorkflowTrigger = z.object({ url: z.url(), secret: z.string() });
export type WorkflowTrigger = z.infer<typeof WorkflowTrigger>;

export const WorkflowHookParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: WORKFLOW_RUN_MESSAGES.triggerNotFound }),
});
