import {
  ADMIN_CURATION_MESSAGES,
  type AdminContentTemplate,
  type AdminPromptTemplateInput,
  type AdminWorkflowTemplateFields,
  type ContentTemplateKind,
  type PromptTemplate,
  type WorkflowTemplateDefinition,
} from '@atelier/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findTemplate, type CuratedTemplate } from '../../content/curated-templates';

/** A template as the Content tab lists it. */
export function templateView(
  kind: ContentTemplateKind,
  template: CuratedTemplate<ContentTemplateKind>,
): AdminContentTemplate {
  const prompt = kind === 'prompt' ? (template.definition as PromptTemplate) : null;
  const workflow = kind === 'workflow' ? (template.definition as WorkflowTemplateDefinition) : null;
  return {
    kind,
    id: template.definition.id,
    title: prompt?.title ?? workflow?.name ?? '',
    category: template.definition.category,
    active: template.active,
    source: template.source,
    edited: template.edited,
    updated_at: template.updatedAt?.toISOString() ?? null,
    updated_by: template.updatedBy,
    prompt,
    workflow,
  };
}

/** The `[name]` placeholders of a template's text, in first-use order. */
function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([a-z0-9_]+)\]/gi)].map((match) => match[1]))];
}

/** A prompt template from what staff wrote: its variables are its placeholders. */
export function promptDefinition(id: string, input: AdminPromptTemplateInput): PromptTemplate {
  return {
    id,
    title: input.title,
    description: input.description,
    category: input.category,
    variables: variablesOf(input.template),
    template: input.template,
  };
}

/** A workflow template from what staff wrote: its AI tools are its phases' tools. */
export function workflowDefinition(
  id: string,
  input: AdminWorkflowTemplateFields,
): WorkflowTemplateDefinition {
  const { phases } = input;
  return {
    id,
    name: input.name,
    description: input.description,
    category: input.category,
    difficulty: input.difficulty,
    duration: input.duration,
    phases,
    ai_tools: [...new Set(phases.flatMap((phase) => phase.recommended_tools))],
    kra: input.kra,
    kpi: input.kpi,
    tags: input.tags,
  };
}

/** A template's fields as staff wrote them, by kind. */
export type TemplateFields =
  | { kind: 'prompt'; fields: AdminPromptTemplateInput }
  | { kind: 'workflow'; fields: AdminWorkflowTemplateFields };

/** What users receive, from what staff wrote. */
export function definitionOf(
  id: string,
  input: TemplateFields,
): PromptTemplate | WorkflowTemplateDefinition {
  return input.kind === 'prompt'
    ? promptDefinition(id, input.fields)
    : workflowDefinition(id, input.fields);
}

/** A template by kind and id, or 404. */
export async function existingTemplate(db: Executor, kind: ContentTemplateKind, id: string) {
  const found = await findTemplate(db, kind, id);
  if (!found) throw new AppError('NOT_FOUND', ADMIN_CURATION_MESSAGES.templateNotFound);
  return found;
}

/** A template as the Content tab shows it, read back after a change. */
export async function templateViewOf(db: Executor, kind: ContentTemplateKind, id: string) {
  return templateView(kind, await existingTemplate(db, kind, id));
}

/** A template's title, for the audit log. */
export const titleOf = (definition: PromptTemplate | WorkflowTemplateDefinition) =>
  'title' in definition ? definition.title : definition.name;
