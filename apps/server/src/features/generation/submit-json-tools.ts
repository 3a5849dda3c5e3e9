import type {
  ChatGenerateBody,
  FreeImageBody,
  GeneratePromptBody,
  PaidImageBody,
  VideoBody,
} from '@atelier/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { findActiveTemplate } from '../content/curated-templates';
import { membershipOf } from '../teams/team-access';
import { asPlanHolderIn } from '../teams/team-plan';
import { trackUsage } from '../usage/track-usage';
import { countImage } from './count-image';
import { submitGeneration, type SubmitAnswer } from './submit-generation';
import type { SubmitOptions } from './submit-headers';
import { planImage } from './tools/image';
import { planPrompt } from './tools/prompt';
import { planText } from './tools/text';
import type { GenerationPlan } from './tools/tool';
import { planVideo } from './tools/video';

/**
 * The submit operations of the tools that take a JSON body, each given the body its route's schema
 * parsed: the plan made (validation, exact cost), the job submitted, and whatever else the call
 * counts. The routes and workflow steps (issue 49) both submit through these.
 */
type Submit<T extends z.ZodType> = (
  deps: AppDeps,
  user: UserRow,
  body: z.output<T>,
  options: SubmitOptions,
) => Promise<SubmitAnswer>;

function submitPlan(
  deps: AppDeps,
  user: UserRow,
  plan: GenerationPlan,
  body: unknown,
  options: SubmitOptions,
) {
  return submitGeneration(deps, { userId: user.id, plan, body, ...options });
}

export const submitFreeImage: Submit<typeof FreeImageBody> = async (deps, user, body, options) => {
  const answer = await submitPlan(deps, user, planImage(body), body, options);
  await countImage(deps.db, user.id, 'free');
  return answer;
};

export const submitPaidImage: Submit<typeof PaidImageBody> = async (deps, user, body, options) => {
  const answer = await submitPlan(deps, user, planImage(body), body, options);
  await countImage(deps.db, user.id, 'premium');
  return answer;
};

export const submitVideo: Submit<typeof VideoBody> = (deps, user, body, options) =>
  submitPlan(deps, user, planVideo(body), body, options);

export const submitChat: Submit<typeof ChatGenerateBody> = async (deps, user, body, options) => {
  const { template_id: id } = body;
  const template = id ? await findActiveTemplate(deps.db, 'prompt', id) : null;
  return submitPlan(deps, user, planText(body, deps.engines, template), body, options);
};

/**
 * The prompt builder's AI method spends one of the day's AI prompts (429 at the limit), by the
 * team plan's limits in a team's workspace.
 */
export const submitPromptBuilder: Submit<typeof GeneratePromptBody> = async (
  deps,
  user,
  body,
  options,
) => {
  if (options.teamId) await membershipOf(deps.db, options.teamId, user.id);
  await trackUsage(deps.db, await asPlanHolderIn(deps.db, user, options.teamId), 'ai_prompts', 1);
  return submitPlan(deps, user, planPrompt(body), body, options);
};
