import {
  GENERATION_WAIT_SECONDS,
  buildPromptFromFields,
  type GeneratePromptBody,
  type GeneratePromptResponse,
} from '@atelier/contract';
import { composePrompt } from '../../../engines/local/prompt-composer';
import { LOCAL_NOTES } from './local-notes';
import { textOf, type GenerationPlan, type GenerationTool } from './tool';
import { engineNameOf } from '../engine-name';

type PromptInput = Omit<GeneratePromptBody, 'prompt'> & { format: 'image' | 'video' };

const SYSTEM = `You are an expert prompt writer for AI image and video generators. Rewrite the user's
notes into one optimised prompt for the named platform: vivid, specific, well ordered (subject,
setting, style, lighting, colour, composition, quality terms; for video also motion, camera and
timing), using the platform's own conventions. Answer with the prompt only, no preamble or quotes.`;

export const promptTool: GenerationTool = {
  id: 'prompt',
  kind: 'prompt',
  queue: 'generate',
  displayType: 'other',
  deadlineSeconds: 3 * 60,
  async execute(job, context, deps) {
    const input = job.input as unknown as PromptInput;
    const engine = deps.engines.text.utility();
    if (!engine) {
      return {
        engine: 'local',
        model: 'local-prompt-composer-1',
        result: { optimizedPrompt: composePrompt(input, input.format), note: LOCAL_NOTES.prompt },
      };
    }
    context.progress(10, `Asking ${engine.model}`);
    const text = await engine.generate(
      {
        system: SYSTEM,
        prompt: `Platform: ${input.provider} (${input.model}); format: ${input.format}.\nNotes: ${job.prompt}`,
        maxOutputTokens: 600,
      },
      context,
    );
    return {
      engine: 'provider',
      model: engine.model,
      result: {
        optimizedPrompt: text.trim().replace(/^"|"$/g, ''),
        note: `Written by ${engine.model}.`,
      },
    };
  },
  present(job): GeneratePromptResponse {
    const input = job.input as unknown as PromptInput;
    return {
      optimizedPrompt: textOf(job.result?.optimizedPrompt),
      engine: engineNameOf(job.engine) ?? 'local',
      provider: input.provider ?? '',
      model: job.model ?? '',
      note: textOf(job.result?.note),
      job_id: job.id,
    };
  },
};

export function planPrompt(
  body: GeneratePromptBody & { format: 'image' | 'video' },
): GenerationPlan {
  const { prompt, ...fields } = body;
  const joined = prompt?.trim() || buildPromptFromFields(fields, body.format);
  return {
    tool: promptTool,
    tier: body.format,
    prompt: joined,
    input: { ...fields },
    costMicros: 0,
    waitSeconds: GENERATION_WAIT_SECONDS.prompt,
    description: 'Prompt generation',
  };
}
