import {
  COMPLEXITY_LEVELS,
  COMPLEXITY_LEVEL_LABELS,
  WORKFLOW_CATEGORIES,
  WORKFLOW_CATEGORY_LABELS,
} from '@atelier/contract';
import type { AdminContentTemplate, ContentTemplateKind } from '@atelier/contract';

export const KIND_LABELS: Record<ContentTemplateKind, string> = {
  prompt: 'Prompt templates',
  workflow: 'Workflow templates',
};

export const CATEGORY_OPTIONS = WORKFLOW_CATEGORIES.map((value) => ({
  value,
  label: WORKFLOW_CATEGORY_LABELS[value],
}));

export const DIFFICULTY_OPTIONS = COMPLEXITY_LEVELS.map((value) => ({
  value,
  label: COMPLEXITY_LEVEL_LABELS[value],
}));

/** A workflow's category by its label; prompt categories are free text, shown as written. */
export function categoryText(template: AdminContentTemplate): string {
  const known = CATEGORY_OPTIONS.find((option) => option.value === template.category);
  return template.kind === 'workflow' && known ? known.label : template.category;
}

export function sourceText(template: AdminContentTemplate): string {
  if (template.source === 'staff') return 'Staff';
  return template.edited ? 'Catalogue, edited' : 'Catalogue';
}
