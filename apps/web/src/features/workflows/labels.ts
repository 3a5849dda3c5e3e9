import {
  COMPLEXITY_LEVEL_LABELS,
  STEP_STATUS_LABELS,
  WORKFLOW_CATEGORY_LABELS,
} from '@atelier/contract';
import type { BadgeTone } from '../../components/ui/badge';

/** The API sends plain strings; a value the catalogue does not know is shown as it came. */
function labelFrom(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value.replaceAll('_', ' ');
}

export const categoryLabel = (value: string) => labelFrom(WORKFLOW_CATEGORY_LABELS, value);
export const difficultyLabel = (value: string) => labelFrom(COMPLEXITY_LEVEL_LABELS, value);
export const stepStatusLabel = (value: string) => labelFrom(STEP_STATUS_LABELS, value);

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

export function workflowStatusLabel(status: string): string {
  const text = status.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
