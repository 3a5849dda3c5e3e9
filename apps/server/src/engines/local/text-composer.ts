import type { PromptTemplate, StructuredResponse } from '@atelier/contract';
import { businessDraft, customerSupportDraft, salesDraft } from './text-drafts/business';
import { codeDraft } from './text-drafts/code';
import { customDraft } from './text-drafts/custom';
import { cap, shorten, words, type Draft, type Section } from './text-drafts/draft';
import { marketingDraft, socialMediaDraft } from './text-drafts/marketing';
import { careerDraft, productivityDraft } from './text-drafts/productivity-career';
import { researchDraft } from './text-drafts/research';
import { educationDraft, writingDraft } from './text-drafts/writing';

/**
 * The text tool's local engine (ADR 009), used when no AI provider is configured. It cannot write
 * like a model, so it does what can be done honestly without one: fills the template, turns the
 * task into a working draft (subject lines, outlines, skeletons, checklists chosen by category,
 * plus a few facts read straight from pasted code, notes or sources), lists what the finished
 * piece must contain, and hands back the full prompt to paste into any assistant. It says so.
 */
export interface ComposeTextInput {
  template?: PromptTemplate | null;
  variables: Record<string, string>;
  customPrompt?: string | null;
  responseFormat: 'text' | 'structured';
}

const LOCAL_PREFIX = 'Local draft (no AI provider configured)';
const FOCUS_VARIABLES = [
  'product_name',
  'topic',
  'video_topic',
  'main_topic',
  'concept',
  'brand_name',
  'business_name',
  'company_or_project',
  'announcement',
  'process_name',
  'feature_name',
  'job_title',
  'meeting_title',
  'meeting_purpose',
  'decision',
  'research_question',
  'product_idea',
  'research_goal',
  'question',
  'function_description',
  'post_description',
  'customer_issue',
  'complaint_summary',
  'goals',
];

/** Splits "a, b (c, d); e" at top-level semicolons, else at top-level commas. */
export function splitItems(text: string): string[] {
  const split = (separator: string) => {
    const parts: string[] = [];
    let depth = 0;
    let quoted = false;
    let current = '';
    for (const char of text) {
      if (char === '"') quoted = !quoted;
      else if (char === '(') depth++;
      else if (char === ')') depth = Math.max(0, depth - 1);
      if ((char === separator || char === '\n') && depth === 0 && !quoted) {
        parts.push(current);
        current = '';
      } else current += char;
    }
    parts.push(current);
    return parts
      .map((p) =>
        p
          .trim()
          .replace(/^(and|then|or)\s+/i, '')
          .replace(/[.:]$/, '')
          .trim(),
      )
      .filter((p) => p.length > 1);
  };
  const bySemicolon = split(';');
  return bySemicolon.length > 1 ? bySemicolon : split(',');
}

/** What the template asks the finished answer to contain, and the constraints it sets. */
function readTemplate(text: string): { deliverables: string[]; constraints: string[] } {
  const found = { deliverables: [] as string[], constraints: [] as string[] };
  let mode: keyof typeof found = 'deliverables';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const bullet = /^(?:\d+\.|-)\s+(.+)$/.exec(line);
    if (bullet?.[1]) {
      found[mode].push(bullet[1].replace(/:$/, ''));
      continue;
    }
    if (/\[[a-z0-9_]+\]/i.test(line)) continue;
    const header = /^([A-Z][^:]{0,60}):\s*(.*)$/.exec(line);
    if (!header?.[1]) continue;
    const name = header[1].toLowerCase();
    if (name.startsWith('constraint')) mode = 'constraints';
    else if (/output|structure|include|format|section|for each|deliverable/.test(name)) {
      mode = 'deliverables';
    } else continue;
    if (header[2]) found[mode].push(...splitItems(header[2]));
  }
  return found;
}

/** The draft for each template category; an unknown category gets only the common sections. */
const STARTERS: Record<string, (d: Draft) => Section[]> = {
  Marketing: marketingDraft,
  'Social Media': socialMediaDraft,
  Writing: writingDraft,
  Business: businessDraft,
  Sales: salesDraft,
  'Customer Support': customerSupportDraft,
  Education: educationDraft,
  Productivity: productivityDraft,
  Career: careerDraft,
  Code: codeDraft,
  Research: researchDraft,
};

export function composeText(input: ComposeTextInput): {
  response: string;
  structured: StructuredResponse;
} {
  const template = input.template ?? null;
  const filled = (name: string) => input.variables[name]?.trim() ?? '';
  const names = template?.variables ?? [];
  const missing = names.filter((n) => !filled(n));
  const brief = template
    ? template.template.replace(/\[([a-z0-9_]+)\]/gi, (whole, n: string) => filled(n) || whole)
    : (input.customPrompt ?? '').trim();
  const focusName =
    FOCUS_VARIABLES.find((n) => names.includes(n) && filled(n)) ?? names.find((n) => filled(n));
  const focus = shorten(
    (focusName ? filled(focusName) : template ? template.title : brief.split(/[.?!\n]/)[0]) ||
      'your request',
  );
  const draft: Draft = {
    id: template?.id ?? 'custom',
    focus,
    v: (...candidates) => {
      const own = candidates.filter((n) => names.includes(n));
      const value = own.map(filled).find(Boolean);
      return value ?? (own[0] ? `[${own[0]}]` : focus);
    },
    list: (name) => (filled(name) ? splitItems(filled(name)) : []),
    has: (...candidates) => candidates.some((n) => names.includes(n)),
  };

  const category = template?.category ?? 'Custom';
  const sections: Section[] = template ? (STARTERS[category]?.(draft) ?? []) : customDraft(brief);
  if (template) {
    const { deliverables, constraints } = readTemplate(template.template);
    if (deliverables.length)
      sections.push({
        title: 'What the finished piece must include',
        content: 'From the template; tick each off.',
        items: deliverables,
      });
    if (constraints.length)
      sections.push({
        title: 'Constraints to respect',
        content: 'From the template.',
        items: constraints,
      });
    sections.push({
      title: 'Your details',
      content: missing.length
        ? `${missing.length} of ${names.length} left blank; they show as [placeholders].`
        : 'All details filled in.',
      items: names.map(
        (n) =>
          `${cap(n.replace(/_/g, ' '))}: ${filled(n) ? shorten(filled(n), 120) : `[${n}] (blank)`}`,
      ),
    });
  }
  sections.push({ title: 'Full prompt', content: brief });

  const action_items = [
    ...missing.map((n) => `Fill in [${n}].`),
    ...sections
      .filter((s) => s.items?.length && s.title !== 'Your details')
      .slice(0, 1)
      .map((s) => `Work through "${s.title}" and write each part out.`),
    'Paste the full prompt into an AI assistant, or configure an AI text provider (e.g. OPENAI_API_KEY) here to have the finished text written.',
  ];
  const title = !template
    ? `Draft plan: ${focus}`
    : focusName
      ? `${template.title}: ${focus}`
      : template.title;
  const summary = `${LOCAL_PREFIX}: ${template ? `the "${template.title}" template was filled with your details` : 'your prompt was read'} and turned into a working outline. It is not AI-written.`;
  const structured: StructuredResponse = { title, summary, sections, action_items, metadata: {} };
  const response = render(structured);
  structured.metadata = {
    engine: 'local',
    template_id: template?.id ?? 'custom',
    template_title: template?.title ?? 'Custom prompt',
    category,
    response_format: input.responseFormat,
    variables_filled: names.length - missing.length,
    variables_missing: missing.length,
    words: words(response),
  };
  return { response, structured };
}

function render(answer: StructuredResponse): string {
  const parts = [`# ${answer.title}`, answer.summary];
  for (const section of answer.sections) {
    const items = section.items?.length ? `\n${section.items.map((i) => `- ${i}`).join('\n')}` : '';
    parts.push(`## ${section.title}\n${section.content}${items}`);
  }
  if (answer.action_items.length)
    parts.push(`## Next steps\n${answer.action_items.map((i) => `- ${i}`).join('\n')}`);
  return parts.join('\n\n');
}
