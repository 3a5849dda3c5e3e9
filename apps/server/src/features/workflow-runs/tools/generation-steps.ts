import {
  ASPECT_RATIOS,
  ChatGenerateBody,
  FreeImageBody,
  GeneratePromptBody,
  IMAGE_QUALITIES,
  IMAGE_RESOLUTIONS,
  PAID_IMAGE_TIERS,
  PaidImageBody,
  QuoteBody,
  TEXT_PROVIDERS,
  VIDEO_TIER_DEFINITIONS,
  VIDEO_TIERS,
  VideoBody,
} from '@atelier/contract';
import type { z } from 'zod';
import { parseFields } from '../../../lib/media-inputs/media-request';
import { costOf } from '../../generation/quote';
import {
  submitChat,
  submitFreeImage,
  submitPaidImage,
  submitPromptBuilder,
  submitVideo,
} from '../../generation/submit-json-tools';
import { textOf } from '../../generation/tools/tool';
import {
  acceptedJobId,
  fileOutputs,
  numberParam,
  output,
  param,
  textOutputs,
  textParam,
  type ResolvedParams,
  type WorkflowTool,
} from './workflow-tool';

/** The body a step sends its tool's route, checked by that route's own schema (422 as it says). */
function bodyOf<T extends z.ZodType>(schema: T, params: ResolvedParams): z.output<T> {
  const fields = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
  return parseFields(schema, fields);
}

const quote = (body: z.input<typeof QuoteBody>, engines: Parameters<typeof costOf>[1]) =>
  costOf(QuoteBody.parse(body), engines).micros;

const providers = TEXT_PROVIDERS.map((provider) => provider.value);
const [defaultProvider] = TEXT_PROVIDERS;

export const textStep: WorkflowTool = {
  id: 'text',
  group: 'text',
  label: 'Write text',
  description: 'Text from a prompt, with any configured provider (the local engine without one).',
  route: 'POST /api/chat/generate',
  params: [
    param('prompt', 'text', 'Prompt', { required: true }),
    param('provider', 'choice', 'Provider', {
      choices: providers,
      default: defaultProvider?.value ?? 'openai',
    }),
    param('model', 'text', 'Model', { default: defaultProvider?.models[0]?.value ?? 'gpt-4o' }),
  ],
  outputs: [output('text', 'text', 'Text'), output('lines', 'text_list', 'Lines')],
  price: 'A premium provider model costs its catalogue price per answer; the local engine is free.',
  estimate: (params, deps) => {
    const body = bodyOf(ChatGenerateBody, {
      custom_prompt: 'x',
      ...pick(params, 'provider', 'model'),
    });
    return quote({ tool: 'text', provider: body.provider, model: body.model }, deps.engines);
  },
  start: async ({ deps, user, options }, params) => {
    const body = bodyOf(ChatGenerateBody, {
      custom_prompt: params.prompt,
      ...pick(params, 'provider', 'model'),
    });
    return acceptedJobId(await submitChat(deps, user, body, options));
  },
  outputsOf: (job) => textOutputs(textOf(job.result?.response)),
};

export const promptStep: WorkflowTool = {
  id: 'prompt.enhance',
  group: 'text',
  label: 'Enhance a prompt',
  description:
    'The prompt builder\u2019s AI method: a subject (and a draft) made into a detailed image or video prompt. Spends one of the day\u2019s AI prompts.',
  route: 'POST /api/chat/generate-prompt',
  params: [
    param('subject', 'text', 'Subject', { required: true }),
    param('prompt', 'text', 'Draft prompt'),
    param('format', 'choice', 'For', { choices: ['image', 'video'], default: 'image' }),
    param('style', 'text', 'Style'),
    param('mood', 'text', 'Mood'),
  ],
  outputs: [output('text', 'text', 'Prompt')],
  price: 'Free; counts against the plan\u2019s daily AI prompts.',
  estimate: () => 0,
  start: async ({ deps, user, options }, params) => {
    const body = bodyOf(GeneratePromptBody, { format: 'image', ...params });
    return acceptedJobId(await submitPromptBuilder(deps, user, body, options));
  },
  outputsOf: (job) => ({ text: { text: textOf(job.result?.optimizedPrompt) } }),
};

export const freeImageStep: WorkflowTool = {
  id: 'image.free',
  group: 'images',
  label: 'Free image',
  description: 'An image from a prompt on the free tier (counts against the daily free images).',
  route: 'POST /api/generate-image-free',
  params: [param('prompt', 'text', 'Prompt', { required: true })],
  outputs: [output('image_url', 'image_url', 'Image')],
  price: 'Free; counts against the plan\u2019s daily free images.',
  estimate: () => 0,
  start: async ({ deps, user, options }, params) =>
    acceptedJobId(
      await submitFreeImage(deps, user, bodyOf(FreeImageBody, pick(params, 'prompt')), options),
    ),
  outputsOf: (job) => fileOutputs(job, 'image_url'),
};

export const imageStep: WorkflowTool = {
  id: 'image',
  group: 'images',
  label: 'Image',
  description: 'An image from a prompt on a paid tier.',
  route: 'POST /api/generate-image',
  params: [
    param('prompt', 'text', 'Prompt', { required: true }),
    param('model_type', 'choice', 'Tier', { choices: [...PAID_IMAGE_TIERS], default: 'ultra' }),
    param('resolution', 'choice', 'Resolution', {
      choices: [...IMAGE_RESOLUTIONS],
      default: 'standard',
    }),
    param('quality', 'choice', 'Quality', { choices: [...IMAGE_QUALITIES], default: 'balanced' }),
    param('aspect_ratio', 'choice', 'Aspect ratio', {
      choices: [...ASPECT_RATIOS],
      default: '1:1',
    }),
  ],
  outputs: [output('image_url', 'image_url', 'Image')],
  price: 'The tier\u2019s price at the resolution chosen, as POST /api/quote gives it.',
  estimate: (params, deps) => {
    const body = bodyOf(PaidImageBody, { model_type: 'ultra', ...params, prompt: 'x' });
    return quote(
      { tool: 'image', model_type: body.model_type, resolution: body.resolution },
      deps.engines,
    );
  },
  start: async ({ deps, user, options }, params) =>
    acceptedJobId(
      await submitPaidImage(
        deps,
        user,
        bodyOf(PaidImageBody, { model_type: 'ultra', ...params }),
        options,
      ),
    ),
  outputsOf: (job) => fileOutputs(job, 'image_url'),
};

export const videoStep: WorkflowTool = {
  id: 'video',
  group: 'video',
  label: 'Video',
  description: 'A video from a prompt, in one of the three tiers.',
  route: 'POST /api/generate-video',
  params: [
    param('prompt', 'text', 'Prompt', { required: true }),
    param('model_type', 'choice', 'Tier', { choices: [...VIDEO_TIERS], default: 'ultra' }),
    param('duration', 'number', 'Seconds', {
      min: Math.min(...VIDEO_TIERS.flatMap((t) => VIDEO_TIER_DEFINITIONS[t].duration.options)),
      max: Math.max(...VIDEO_TIERS.flatMap((t) => VIDEO_TIER_DEFINITIONS[t].duration.options)),
    }),
    param('resolution', 'text', 'Resolution'),
  ],
  outputs: [output('video_url', 'video_url', 'Video')],
  price: 'The tier\u2019s price for the length and resolution, as POST /api/quote gives it.',
  estimate: (params, deps) => {
    const body = videoBody({ ...params, prompt: 'x' });
    return quote(
      {
        tool: 'video',
        model_type: body.model_type,
        duration: body.duration,
        resolution: body.resolution,
      },
      deps.engines,
    );
  },
  start: async ({ deps, user, options }, params) =>
    acceptedJobId(await submitVideo(deps, user, videoBody(params), options)),
  outputsOf: (job) => fileOutputs(job, 'video_url'),
};

function videoBody(params: ResolvedParams) {
  return bodyOf(VideoBody, {
    model_type: 'ultra',
    ...params,
    duration: numberParam(params.duration),
    resolution: textParam(params.resolution),
  });
}

function pick(params: ResolvedParams, ...names: string[]): ResolvedParams {
  return Object.fromEntries(names.map((name) => [name, params[name]]));
}
