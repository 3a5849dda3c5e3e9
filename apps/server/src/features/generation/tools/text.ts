import {
  GENERATION_WAIT_SECONDS,
  StructuredResponse,
  TEXT_PROVIDERS,
  findTextModel,
  textCostMicros,
  type ChatGenerateResponse,
  type PromptTemplate,
} from '@atelier/contract';
import type { Engines } from '../../../engines';
import { composeText } from '../../../engines/local/text-composer';
import { AppError } from '../../../lib/errors';
import { LOCAL_NOTES } from './local-notes';
import { remainingCredits, type GenerationPlan, type GenerationTool, textOf } from './tool';
import { engineNameOf } from '../engine-name';

interface TextInput {
  template_id: string | null;
  /** The template as it was when the job was asked for (staff may edit it since). */
  template?: PromptTemplate | null;
  custom_prompt: string | null;
  variables: Record<string, string>;
  provider: string;
  model: string;
  response_format: 'text' | 'structured';
}

const STRUCTURED_INSTRUCTIONS = `Answer with one JSON object and nothing else, of this shape:
{"title": string, "summary": string, "sections": [{"title": string, "content": string, "items": string[]}], "action_items": string[], "metadata": {string: string | number | boolean}}`;

export const textTool: GenerationTool = {
  id: 'text',
  kind: 'text',
  queue: 'generate',
  displayType: 'other',
  deadlineSeconds: 3 * 60,
  async execute(job, context, deps) {
    const input = job.input as unknown as TextInput;
    const engine = deps.engines.text.get(input.provider, input.model);
    if (!engine) {
      context.progress(30, 'Composing a local draft');
      const draft = composeText({
        template: input.template ?? null,
        variables: input.variables,
        customPrompt: input.custom_prompt,
        responseFormat: input.response_format,
      });
      return {
        engine: 'local',
        model: 'local-text-composer-1',
        result: {
          response: draft.response,
          structured_response: input.response_format === 'structured' ? draft.structured : null,
          note: LOCAL_NOTES.text,
        },
      };
    }
    context.progress(10, `Asking ${engine.model}`);
    const structured = input.response_format === 'structured';
    const text = await engine.generate(
      { system: structured ? STRUCTURED_INSTRUCTIONS : undefined, prompt: job.prompt },
      context,
    );
    return {
      engine: 'provider',
      model: engine.model,
      result: {
        response: text,
        structured_response: structured ? parseStructured(text, engine.model) : null,
        note: `Written by ${engine.model}.`,
      },
    };
  },
  present(job): ChatGenerateResponse {
    const input = job.input as unknown as TextInput;
    const result = job.result ?? {};
    return {
      response: textOf(result.response),
      structured_response: (result.structured_response as StructuredResponse | null) ?? null,
      provider: input.provider,
      model: job.model ?? input.model,
      engine: engineNameOf(job.engine) ?? 'local',
      note: textOf(result.note),
      credits_used: job.costMicros / 1_000_000,
      remaining_credits: remainingCredits(job),
      job_id: job.id,
    };
  },
};

export function planText(
  body: {
    template_id?: string | null;
    custom_prompt?: string | null;
    variables: Record<string, string>;
    provider: string;
    model: string;
    response_format: 'text' | 'structured';
  },
  engines: Engines,
  template: PromptTemplate | null,
): GenerationPlan {
  if (!TEXT_PROVIDERS.some((p) => p.value === body.provider)) {
    throw new AppError('UNPROCESSABLE', `provider: unknown provider "${body.provider}".`);
  }
  if (!findTextModel(body.provider, body.model)) {
    throw new AppError(
      'UNPROCESSABLE',
      `model: "${body.model}" is not offered by ${body.provider}.`,
    );
  }
  if (body.template_id && !template) {
    throw new AppError('UNPROCESSABLE', 'template_id: no such template.');
  }
  const prompt = template
    ? fillTemplate(template, body.variables)
    : (body.custom_prompt ?? '').trim();
  const local = engines.text.get(body.provider, body.model) === null;
  const input: TextInput = {
    template_id: template?.id ?? null,
    template,
    custom_prompt: template ? null : prompt,
    variables: body.variables,
    provider: body.provider,
    model: body.model,
    response_format: body.response_format,
  };
  return {
    tool: textTool,
    tier: body.provider,
    prompt,
    input: { ...input },
    costMicros: textCostMicros(body.provider, body.model, local),
    waitSeconds: GENERATION_WAIT_SECONDS.text,
    description: `Text generation (${body.provider}, ${body.model})`,
  };
}

/** `[variable]` placeholders take the user's values; blank ones stay visible as placeholders. */
export function fillTemplate(template: PromptTemplate, variables: Record<string, string>): string {
  return template.template.replace(/\[([a-z0-9_]+)\]/gi, (whole, name: string) => {
    const value = variables[name]?.trim();
    return value ? value : whole;
  });
}

/** A model asked for JSON may wrap it in a code fence or prose; what cannot be read becomes one section. */
function parseStructured(text: string, model: string): StructuredResponse {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const parsed = StructuredResponse.safeParse(JSON.parse(text.slice(start, end + 1)));
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through to the plain reading below.
    }
  }
  const firstLine = text.split('\n').find((line) => line.trim()) ?? 'Response';
  return {
    title: firstLine.replace(/^#+\s*/, '').slice(0, 120),
    summary: text.slice(0, 280),
    sections: [{ title: 'Response', content: text }],
    action_items: [],
    metadata: { model, format_note: 'The model did not answer in the structured format.' },
  };
}
