import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { PromptTemplate } from './generation';
import { FEATURE_NAMES, FEATURE_TYPES, PLAN_IDS, UNLIMITED } from './plans';
import { COMPLEXITY_LEVELS, WORKFLOW_CATEGORIES } from './workflow-catalogue';
import { WorkflowTemplate } from './workflows';

/** Admin portal II (issue 19): plan feature gating and the curation of template catalogues. */

export const ADMIN_CURATION_MESSAGES = {
  gatingSaved: 'Plan limits saved. They apply from the next request.',
  limitInvalid: 'Enter a whole number from -1 (unlimited) to 1000000; 0 takes the feature out.',
  nothingToChange: 'Nothing to change',
  templateNotFound: 'Template not found',
  templateCreated: 'Template created',
  templateSaved: 'Template saved',
  templateDisabled: 'Template disabled: users no longer see it.',
  templateEnabled: 'Template enabled: users see it again.',
  required: (what: string) => `Please enter ${what}.`,
} as const;

/** The highest daily limit staff can set; -1 is unlimited. */
export const MAX_DAILY_LIMIT = 1_000_000;

// ---- Feature gating (manage_features) -------------------------------------------------------

const DailyLimits = z.object(
  Object.fromEntries(FEATURE_TYPES.map((key) => [key, z.number().int()])) as Record<
    (typeof FEATURE_TYPES)[number],
    z.ZodNumber
  >,
);

/** One plan's gating: each counted feature's daily limit (0 = not in the plan, -1 = unlimited). */
export const AdminPlanGating = z.object({
  plan: z.enum(PLAN_IDS),
  name: z.string(),
  limits: DailyLimits,
  /** The catalogue's (the spec's) limits, which a feature goes back to when reset. */
  defaults: DailyLimits,
  /** When and by whom a limit of this plan was last changed; null while all are the catalogue's. */
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AdminPlanGating = z.infer<typeof AdminPlanGating>;

/** GET /api/admin/features/gating. */
export const AdminGatingResponse = z.object({
  features: z.array(z.object({ key: z.enum(FEATURE_TYPES), name: z.string() })),
  plans: z.array(AdminPlanGating),
});
export type AdminGatingResponse = z.infer<typeof AdminGatingResponse>;

export const GATING_FEATURES = FEATURE_TYPES.map((key) => ({ key, name: FEATURE_NAMES[key] }));

const LimitValue = z
  .number({ error: ADMIN_CURATION_MESSAGES.limitInvalid })
  .int({ error: ADMIN_CURATION_MESSAGES.limitInvalid })
  .min(UNLIMITED, { error: ADMIN_CURATION_MESSAGES.limitInvalid })
  .max(MAX_DAILY_LIMIT, { error: ADMIN_CURATION_MESSAGES.limitInvalid })
  .nullable();

/** PUT /api/admin/features/gating/{plan}: new limits; null puts a feature back to the catalogue's. */
export const AdminGatingBody = z.object({
  limits: z
    .object(
      Object.fromEntries(FEATURE_TYPES.map((key) => [key, LimitValue.optional()])) as Record<
        (typeof FEATURE_TYPES)[number],
        z.ZodOptional<typeof LimitValue>
      >,
    )
    .strict()
    .refine((limits) => Object.keys(limits).length > 0, {
      error: ADMIN_CURATION_MESSAGES.nothingToChange,
    })
    .meta({ minProperties: 1 }),
});
export type AdminGatingBody = z.input<typeof AdminGatingBody>;

export const AdminGatingParams = z.object({
  plan: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PLAN_IDS, { error: ADMIN_MESSAGES.invalidPlan })),
});

// ---- Content: prompt and workflow templates (view_content) ----------------------------------

export const CONTENT_TEMPLATE_KINDS = ['prompt', 'workflow'] as const;
export type ContentTemplateKind = (typeof CONTENT_TEMPLATE_KINDS)[number];

/** A template as staff see it: what users receive, and where it stands. */
export const AdminContentTemplate = z.object({
  kind: z.enum(CONTENT_TEMPLATE_KINDS),
  id: z.string(),
  title: z.string(),
  category: z.string(),
  active: z.boolean(),
  /** `catalogue`: shipped with the product (perhaps edited); `staff`: written in the portal. */
  source: z.enum(['catalogue', 'staff']),
  edited: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  prompt: PromptTemplate.nullable(),
  workflow: WorkflowTemplate.nullable(),
});
export type AdminContentTemplate = z.infer<typeof AdminContentTemplate>;

export const AdminContentTemplatesQuery = z.object({
  kind: z.enum(CONTENT_TEMPLATE_KINDS).optional(),
});

export const AdminContentTemplatesResponse = z.object({
  templates: z.array(AdminContentTemplate),
});
export type AdminContentTemplatesResponse = z.infer<typeof AdminContentTemplatesResponse>;

const text = (what: string, max: number) =>
  z
    .string({ error: ADMIN_CURATION_MESSAGES.required(what) })
    .trim()
    .min(1, { error: ADMIN_CURATION_MESSAGES.required(what) })
    .max(max, { error: `At most ${max} characters.` });
const list = (max: number) =>
  z
    .array(z.string().trim().min(1).max(200))
    .max(max, { error: `At most ${max} entries.` })
    .default([]);

/**
 * A prompt template as staff write it. Its variables are the `[name]` placeholders of the text,
 * found by the server, so the two never disagree.
 */
export const AdminPromptTemplateInput = z.object({
  title: text('a title', 120),
  description: text('a description', 500),
  category: text('a category', 60),
  template: text('the template text', 20_000),
});
export type AdminPromptTemplateInput = z.input<typeof AdminPromptTemplateInput>;

export const AdminWorkflowPhaseInput = z.object({
  title: text('a phase title', 120),
  description: text('a phase description', 2000),
  estimated_duration: text('a duration', 60),
  deliverables: list(20),
  recommended_tools: list(20),
});

/** A workflow template as staff write it; its AI tools are its phases' recommended tools. */
export const AdminWorkflowTemplateInput = z.object({
  name: text('a name', 120),
  description: text('a description', 2000),
  category: z.enum(WORKFLOW_CATEGORIES, {
    error: `Choose a category: ${WORKFLOW_CATEGORIES.join(', ')}.`,
  }),
  difficulty: z.enum(COMPLEXITY_LEVELS, {
    error: `Choose a difficulty: ${COMPLEXITY_LEVELS.join(', ')}.`,
  }),
  duration: text('a duration', 60),
  phases: z
    .array(AdminWorkflowPhaseInput)
    .min(1, { error: 'Add at least one phase.' })
    .max(20, { error: 'At most 20 phases.' }),
  kra: z.string().trim().max(500).default(''),
  kpi: z.string().trim().max(500).default(''),
  tags: list(20),
});
export type AdminWorkflowTemplateInput = z.input<typeof AdminWorkflowTemplateInput>;
/** As the server reads it, with the defaults filled in. */
export type AdminWorkflowTemplateFields = z.output<typeof AdminWorkflowTemplateInput>;

export const AdminTemplateParams = z.object({
  id: z.string().trim().min(1).max(140),
});

export const AdminTemplateStatusParams = AdminTemplateParams.extend({
  kind: z.enum(CONTENT_TEMPLATE_KINDS, { error: ADMIN_CURATION_MESSAGES.templateNotFound }),
});

/** PUT /api/admin/content/templates/{kind}/{id}/status. */
export const AdminTemplateStatusBody = z.object({
  active: z.boolean({ error: 'active: true or false' }),
});

export const AdminContentTemplateResponse = z.object({
  message: z.string(),
  template: AdminContentTemplate,
});
export type AdminContentTemplateResponse = z.infer<typeof AdminContentTemplateResponse>;
