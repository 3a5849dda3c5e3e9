/**
 * Workflow Automation vocabulary (spec part 2: Workflow, Workflow step, Workflow create form,
 * Workflow template, and the Workflows constants). The spec names 13 categories without listing
 * them; these are ours, chosen to cover what teams plan with AI. Zod-free, so any page can import it.
 */

export const WORKFLOW_CATEGORIES = [
  'marketing',
  'content_creation',
  'sales',
  'customer_support',
  'product_development',
  'software_engineering',
  'data_analytics',
  'hr_recruitment',
  'operations',
  'finance',
  'education',
  'ecommerce',
  'research',
] as const;
export type WorkflowCategory = (typeof WORKFLOW_CATEGORIES)[number];

export const WORKFLOW_CATEGORY_LABELS: Record<WorkflowCategory, string> = {
  marketing: 'Marketing',
  content_creation: 'Content Creation',
  sales: 'Sales',
  customer_support: 'Customer Support',
  product_development: 'Product Development',
  software_engineering: 'Software Engineering',
  data_analytics: 'Data & Analytics',
  hr_recruitment: 'HR & Recruitment',
  operations: 'Operations',
  finance: 'Finance',
  education: 'Education & Training',
  ecommerce: 'E-commerce',
  research: 'Research',
};

export const COMPLEXITY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ComplexityLevel = (typeof COMPLEXITY_LEVELS)[number];

export const COMPLEXITY_LEVEL_LABELS: Record<ComplexityLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const TIMELINE_PREFERENCES = ['quick', 'standard', 'comprehensive'] as const;
export type TimelinePreference = (typeof TIMELINE_PREFERENCES)[number];

export const TIMELINE_PREFERENCE_LABELS: Record<TimelinePreference, string> = {
  quick: 'Quick (days to 2 weeks)',
  standard: 'Standard (2-6 weeks)',
  comprehensive: 'Comprehensive (6+ weeks)',
};

export const STEP_STATUSES = ['pending', 'in_progress', 'completed', 'blocked'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  blocked: 'Blocked',
};

/** One phase of a template; becomes a Workflow step when a user starts from the template. */
export interface WorkflowTemplatePhase {
  title: string;
  description: string;
  estimated_duration: string;
  deliverables: string[];
  recommended_tools: string[];
}

/** A ready-made plan in the Templates tab (spec: Workflow template). */
export interface WorkflowTemplateDefinition {
  id: string;
  name: string;
  description: string;
  category: WorkflowCategory;
  difficulty: ComplexityLevel;
  /** Overall length, e.g. '2-3 weeks'. */
  duration: string;
  phases: WorkflowTemplatePhase[];
  ai_tools: string[];
  kra: string;
  kpi: string;
  tags: string[];
}
