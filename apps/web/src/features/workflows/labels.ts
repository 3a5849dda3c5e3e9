import { WORKFLOW_MESSAGES } from '@atelier/contract';
import type {
  ComplexityLevel,
  StepStatus,
  TimelinePreference,
  WorkflowCategory,
} from '@atelier/contract';
import type { BadgeTone } from '../../components/ui/badge';
import type { Translate } from '../../lib/i18n/i18n';

/** Message ids of the contract's labels (WORKFLOW_CATEGORY_LABELS ... in English). */
export const CATEGORY_LABELS: Record<WorkflowCategory, string> = {
  marketing: 'workflows.categoryMarketing',
  content_creation: 'workflows.categoryContentCreation',
  sales: 'workflows.categorySales',
  customer_support: 'workflows.categoryCustomerSupport',
  product_development: 'workflows.categoryProductDevelopment',
  software_engineering: 'workflows.categorySoftwareEngineering',
  data_analytics: 'workflows.categoryDataAnalytics',
  hr_recruitment: 'workflows.categoryHrRecruitment',
  operations: 'workflows.categoryOperations',
  finance: 'workflows.categoryFinance',
  education: 'workflows.categoryEducation',
  ecommerce: 'workflows.categoryEcommerce',
  research: 'workflows.categoryResearch',
};

export const COMPLEXITY_LABELS: Record<ComplexityLevel, string> = {
  beginner: 'workflows.complexityBeginner',
  intermediate: 'workflows.complexityIntermediate',
  advanced: 'workflows.complexityAdvanced',
};

export const TIMELINE_LABELS: Record<TimelinePreference, string> = {
  quick: 'workflows.timelineQuick',
  standard: 'workflows.timelineStandard',
  comprehensive: 'workflows.timelineComprehensive',
};

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  pending: 'workflows.stepPending',
  in_progress: 'workflows.stepInProgress',
  completed: 'workflows.stepCompleted',
  blocked: 'workflows.stepBlocked',
};

const WORKFLOW_STATUS_LABELS: Record<string, string> = {
  active: 'workflows.statusActive',
  completed: 'workflows.statusCompleted',
};

/** The API sends plain strings; a value the catalogue does not know is shown as it came. */
function labelFrom(t: Translate, labels: Record<string, string>, value: string): string {
  const id = labels[value];
  return id ? t(id) : value.replaceAll('_', ' ');
}

export const categoryLabel = (t: Translate, value: string) => labelFrom(t, CATEGORY_LABELS, value);
export const difficultyLabel = (t: Translate, value: string) =>
  labelFrom(t, COMPLEXITY_LABELS, value);
export const stepStatusLabel = (t: Translate, value: string) =>
  labelFrom(t, STEP_STATUS_LABELS, value);

/** A contract text of WORKFLOW_MESSAGES in the interface language (api.workflow.<key>). */
export const workflowMessage = (t: Translate, key: keyof typeof WORKFLOW_MESSAGES) =>
  t(`api.workflow.${key}`);

const MESSAGE_KEYS = new Map(
  Object.entries(WORKFLOW_MESSAGES).map(([key, text]) => [text as string, key]),
);

/** A text the contract's schema gave (a form check): translated when it is a WORKFLOW_MESSAGES text. */
export function workflowText(t: Translate, text: string): string {
  const key = MESSAGE_KEYS.get(text) as keyof typeof WORKFLOW_MESSAGES | undefined;
  return key ? workflowMessage(t, key) : text;
}

/** Spec part 2, section 4: completed green, active blue, anything else grey. */
export function workflowStatusTone(status: string): BadgeTone {
  if (status === 'completed') return 'success';
  if (status === 'active') return 'primary';
  return 'default';
}

const STEP_TONES: Record<string, BadgeTone> = {
  completed: 'success',
  in_progress: 'primary',
  blocked: 'danger',
};

export function stepStatusTone(status: string): BadgeTone {
  return STEP_TONES[status] ?? 'default';
}

export function workflowStatusLabel(t: Translate, status: string): string {
  const id = WORKFLOW_STATUS_LABELS[status];
  if (id) return t(id);
  const text = status.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
