import type { PromptTemplate, StructuredResponse } from '@atelier/contract';

/** What the user has picked: a template, the Custom Prompt option, or nothing yet. */
export type TextSource = { kind: 'template'; template: PromptTemplate } | { kind: 'custom' } | null;

/**
 * Spec part 1, section 5: disabled while generating, with no template and a blank custom prompt,
 * or with a template whose variables are all blank (a template without variables is complete).
 */
export function canGenerateText(input: {
  generating: boolean;
  source: TextSource;
  customPrompt: string;
  variables: Record<string, string>;
}): boolean {
  const { generating, source, customPrompt, variables } = input;
  if (generating || source === null) return false;
  if (source.kind === 'custom') return customPrompt.trim() !== '';
  const names = source.template.variables;
  return names.length === 0 || names.some((name) => (variables[name] ?? '').trim() !== '');
}

/** The template's text with each filled [variable] put in, the blank ones left showing. */
export function fillTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\[([^\]]+)\]/g, (placeholder, name: string) => {
    const value = variables[name]?.trim();
    return value ? value : placeholder;
  });
}

/** "target_audience" reads "Target audience" as a field label. */
export function variableLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Categories in the order their first template appears. */
export function templateCategories(templates: readonly PromptTemplate[]): string[] {
  return [...new Set(templates.map((template) => template.category))];
}

/** A structured answer as plain text, for the Copy button, with the page's own headings. */
export function structuredToText(
  structured: StructuredResponse,
  headings: { actionItems: string; metadata: string },
): string {
  const lines: string[] = [structured.title, '', structured.summary];
  for (const section of structured.sections) {
    lines.push('', section.title, section.content);
    for (const item of section.items ?? []) lines.push(`- ${item}`);
  }
  if (structured.action_items.length > 0) {
    lines.push('', headings.actionItems);
    structured.action_items.forEach((item, index) => lines.push(`${index + 1}. ${item}`));
  }
  const metadata = Object.entries(structured.metadata);
  if (metadata.length > 0) {
    lines.push('', headings.metadata);
    for (const [key, value] of metadata) lines.push(`${key}: ${String(value)}`);
  }
  return lines.join('\n').trim();
}
