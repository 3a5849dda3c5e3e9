import { z } from 'zod';
import type { TextEngine } from '../../engines/types';
import { AI_TOOLS_DIRECTORY } from '../ai-tools/directory';
import type { PlannedStep, PlanStepsForm } from './plan-steps';

/** The provider gets this long; past it the local plan stands. */
export const REFINE_TIMEOUT_MS = 20_000;

const DraftStep = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
  estimated_duration: z.string().trim().min(1).max(100),
  deliverables: z.array(z.string().trim().min(1).max(200)).min(1).max(8),
  recommended_tools: z.array(z.string().trim().max(100)).max(8),
});
const Draft = z.object({ steps: z.array(DraftStep).min(1) });

const SYSTEM = [
  'You plan AI-assisted projects for small teams.',
  'You receive a project and a draft plan, and return the plan improved for this project.',
  'Keep the same number of steps in the same order, and keep each step about its phase.',
  'Make descriptions concrete (what to do, with which inputs, and how to know it is done),',
  'deliverables specific, and durations realistic for the timeline and complexity.',
  'Recommend tools only from the list given. Answer with JSON only, no prose, in the form',
  '{"steps":[{"title":"","description":"","estimated_duration":"","deliverables":[""],"recommended_tools":[""]}]}',
].join(' ');

/**
 * An AI-drafted version of the local plan, when a text provider is configured. The local plan is
 * the contract: the draft must keep its steps, recommend only known tools, and arrive in time,
 * or the local plan is used as it is (the reason goes to `onFallback`, for the log).
 */
export async function refinePlan(
  engine: TextEngine,
  form: PlanStepsForm,
  local: PlannedStep[],
  onFallback: (reason: string) => void,
): Promise<PlannedStep[]> {
  const allowed = new Map(
    [...AI_TOOLS_DIRECTORY.map((tool) => tool.name), ...form.ai_tools_needed].map((name) => [
      name.toLowerCase(),
      name,
    ]),
  );
  let answer: string;
  try {
    answer = await engine.generate(
      {
        system: SYSTEM,
        prompt: JSON.stringify({
          project: form,
          draft_plan: local,
          tools_you_may_recommend: [...allowed.values()],
        }),
        maxOutputTokens: 4000,
      },
      { signal: AbortSignal.timeout(REFINE_TIMEOUT_MS) },
    );
  } catch (error) {
    onFallback(error instanceof Error ? error.message : String(error));
    return local;
  }
  const parsed = Draft.safeParse(firstJsonObject(answer));
  if (!parsed.success) {
    onFallback('the answer was not a plan in the asked shape');
    return local;
  }
  if (parsed.data.steps.length !== local.length) {
    onFallback(`the answer had ${parsed.data.steps.length} steps for ${local.length} phases`);
    return local;
  }
  return parsed.data.steps.map((step, index) => {
    const tools = step.recommended_tools.flatMap((name) => allowed.get(name.toLowerCase()) ?? []);
    return {
      ...step,
      recommended_tools: tools.length > 0 ? tools : local[index].recommended_tools,
    };
  });
}

/** Models often wrap JSON in a code fence or a sentence: take the outermost object. */
function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}
