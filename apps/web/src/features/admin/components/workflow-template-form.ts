import { COMPLEXITY_LEVELS, WORKFLOW_CATEGORIES } from '@atelier/contract';
import type {
  AdminWorkflowTemplateInput,
  ComplexityLevel,
  WorkflowCategory,
  WorkflowTemplate,
} from '@atelier/contract';

/** A phase as its inputs hold it: deliverables one a line, tools separated by commas. */
export interface PhaseValues {
  title: string;
  description: string;
  estimated_duration: string;
  deliverables: string;
  recommended_tools: string;
}

export interface WorkflowValues {
  name: string;
  description: string;
  category: WorkflowCategory;
  difficulty: ComplexityLevel;
  duration: string;
  kra: string;
  kpi: string;
  tags: string;
  phases: PhaseValues[];
}

export const EMPTY_PHASE: PhaseValues = {
  title: '',
  description: '',
  estimated_duration: '',
  deliverables: '',
  recommended_tools: '',
};

export const asCategory = (value: string): WorkflowCategory =>
  WORKFLOW_CATEGORIES.find((known) => known === value) ?? WORKFLOW_CATEGORIES[0];

export const asDifficulty = (value: string): ComplexityLevel =>
  COMPLEXITY_LEVELS.find((known) => known === value) ?? COMPLEXITY_LEVELS[0];

/** The inputs filled from a template, or empty with one phase to start from. */
export function workflowValues(workflow: WorkflowTemplate | null): WorkflowValues {
  return {
    name: workflow?.name ?? '',
    description: workflow?.description ?? '',
    category: asCategory(workflow?.category ?? ''),
    difficulty: asDifficulty(workflow?.difficulty ?? ''),
    duration: workflow?.duration ?? '',
    kra: workflow?.kra ?? '',
    kpi: workflow?.kpi ?? '',
    tags: workflow?.tags.join(', ') ?? '',
    phases: workflow?.phases.map((phase) => ({
      title: phase.title,
      description: phase.description,
      estimated_duration: phase.estimated_duration,
      deliverables: phase.deliverables.join('\n'),
      recommended_tools: phase.recommended_tools.join(', '),
    })) ?? [EMPTY_PHASE],
  };
}

/** The entries of a list input, trimmed, without the empty ones. */
function entries(text: string, separator: string | RegExp): string[] {
  return text
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The body the server reads; the texts are trimmed there. */
export function workflowInput(values: WorkflowValues): AdminWorkflowTemplateInput {
  return {
    ...values,
    tags: entries(values.tags, ','),
    phases: values.phases.map((phase) => ({
      ...phase,
      deliverables: entries(phase.deliverables, /\r?\n/),
      recommended_tools: entries(phase.recommended_tools, ','),
    })),
  };
}
