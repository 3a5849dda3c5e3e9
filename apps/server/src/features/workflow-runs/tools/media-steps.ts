import {
  AD_STYLES,
  AUDIO_LIMITS,
  MUSIC_DEFAULTS,
  PRODUCT_AD_DEFAULTS,
  QuoteBody,
  REIMAGINE_IMAGE_TOOLS,
  REIMAGINE_VIDEO_QUALITIES,
  REIMAGINE_VIDEO_RESOLUTIONS,
  REIMAGINE_VIDEO_TOOLS,
  VOICE_OVER_DEFAULTS,
} from '@atelier/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/errors';
import type { MediaRequest } from '../../../lib/media-inputs/media-request';
import { generateAudio } from '../../audio/generate-audio';
import type { MediaToolSubmit } from '../../generation/media-tool-route';
import { costOf } from '../../generation/quote';
import { productImageAd } from '../../product-ads/product-image-ad';
import { productVideoAd } from '../../product-ads/product-video-ad';
import { reimagineImage } from '../../reimagine/reimagine-image';
import { reimagineVideo } from '../../reimagine/reimagine-video';
import {
  acceptedJobId,
  fileOutputs,
  isStepFile,
  numberParam,
  output,
  param,
  textParam,
  type ResolvedParams,
  type ResolvedValue,
  type StepContext,
  type WorkflowTool,
} from './workflow-tool';

/**
 * The tools that take the user's own media. A step gives its tool the request as the media-input
 * module would have read it from a multipart upload: files earlier steps made as parts (their
 * stored bytes), a workflow input's link or data URL as a field, and the tool's `parameters`.
 */
async function submitMedia(
  submit: MediaToolSubmit,
  { deps, user, options }: StepContext,
  fields: Record<string, ResolvedValue>,
) {
  const media: MediaRequest = { fields: {}, files: new Map() };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.some(isStepFile)) {
      media.fields[name] = value;
      continue;
    }
    const files: Buffer[] = [];
    for (const file of values) {
      if (!isStepFile(file)) continue;
      const body = await deps.storage.get(file.key);
      if (!body)
        throw new AppError('NOT_FOUND', `${name}: an earlier step's file is no longer stored.`);
      files.push(body);
    }
    media.files.set(name, files);
  }
  return acceptedJobId(await submit(deps, { media }, user.id, options));
}

/** Parameters that are set, numbers as numbers, for a tool's `parameters` object. */
function parametersOf(
  params: ResolvedParams,
  numbers: string[],
  texts: string[] = [],
): Record<string, string | number> {
  const set: Record<string, string | number> = {};
  for (const name of numbers) {
    const value = numberParam(params[name]);
    if (value !== undefined) set[name] = value;
  }
  for (const name of texts) {
    const value = textParam(params[name]);
    if (value) set[name] = value;
  }
  return set;
}

const quote = (body: z.input<typeof QuoteBody>, deps: AppDeps) =>
  costOf(QuoteBody.parse(body), deps.engines).micros;

export const reimagineImageStep: WorkflowTool = {
  id: 'reimagine.image',
  group: 'reimagine',
  label: 'Reimagine an image',
  description:
    'An image edited, restyled or combined by a prompt (one image, or one to three references).',
  route: 'POST /api/reimagine/generate',
  params: [
    param('tool_type', 'choice', 'Tool', { choices: [...REIMAGINE_IMAGE_TOOLS], required: true }),
    param('prompt', 'text', 'Prompt', { required: true }),
    param('image', 'image', 'Image'),
    param('reference_images', 'list', 'Reference images (for the combining tools)'),
    param('num_outputs', 'number', 'Images', { min: 1, max: 4, default: 1 }),
  ],
  outputs: [
    output('image_url', 'image_url', 'First image'),
    output('image_urls', 'image_url_list', 'Images'),
  ],
  price: 'The tool\u2019s price per image times the images asked, as POST /api/quote gives it.',
  estimate: (params, deps) =>
    quote(
      {
        tool: 'reimagine_image',
        tool_type: textParam(params.tool_type) as never,
        num_outputs: numberParam(params.num_outputs) ?? 1,
      },
      deps,
    ),
  start: (context, params) =>
    submitMedia(reimagineImage, context, {
      tool_type: params.tool_type,
      prompt: params.prompt,
      image: params.image,
      reference_images: params.reference_images,
      parameters: parametersOf(params, ['num_outputs']) as never,
    }),
  outputsOf: (job) => fileOutputs(job, 'image_url', 'image_urls'),
};

export const reimagineVideoStep: WorkflowTool = {
  id: 'reimagine.video',
  group: 'reimagine',
  label: 'Reimagine a video',
  description: 'A clip from a prompt and optional start image, or your own video restyled.',
  route: 'POST /api/reimagine/generate-video',
  params: [
    param('tool_type', 'choice', 'Tool', { choices: [...REIMAGINE_VIDEO_TOOLS], required: true }),
    param('prompt', 'text', 'Prompt'),
    param('image', 'image', 'Start image'),
    param('video', 'video', 'Video (for the restyle tool)'),
    param('duration', 'number', 'Seconds'),
    param('quality', 'choice', 'Quality', { choices: [...REIMAGINE_VIDEO_QUALITIES] }),
    param('resolution', 'choice', 'Resolution', { choices: [...REIMAGINE_VIDEO_RESOLUTIONS] }),
  ],
  outputs: [output('video_url', 'video_url', 'Video')],
  price: 'The tool\u2019s price for the quality and length, as POST /api/quote gives it.',
  estimate: (params, deps) =>
    quote(
      {
        tool: 'reimagine_video',
        tool_type: textParam(params.tool_type) as never,
        ...parametersOf(params, ['duration'], ['quality', 'resolution']),
      },
      deps,
    ),
  start: (context, params) =>
    submitMedia(reimagineVideo, context, {
      tool_type: params.tool_type,
      prompt: params.prompt,
      image: params.image,
      video: params.video,
      parameters: parametersOf(params, ['duration'], ['quality', 'resolution']) as never,
    }),
  outputsOf: (job) => fileOutputs(job, 'video_url'),
};

export const voiceOverStep: WorkflowTool = {
  id: 'voice_over',
  group: 'audio',
  label: 'Voice-over',
  description: 'Text spoken in a voice of the catalogue (GET /api/audio/voices).',
  route: 'POST /api/audio/generate',
  params: [
    param('text', 'text', 'Text', { required: true, max: AUDIO_LIMITS.textMaxChars }),
    param('voice_id', 'text', 'Voice', { default: VOICE_OVER_DEFAULTS.voice_id }),
    param('speed', 'number', 'Speed', {
      min: AUDIO_LIMITS.speed.min,
      max: AUDIO_LIMITS.speed.max,
      default: AUDIO_LIMITS.speed.default,
    }),
  ],
  outputs: [output('audio_url', 'audio_url', 'Audio')],
  price: `Per character of the text; a text an earlier step writes is priced at its longest (${AUDIO_LIMITS.textMaxChars} characters) until it is known.`,
  estimate: (params, deps) => {
    const text = textParam(params.text);
    const characters = text === undefined ? AUDIO_LIMITS.textMaxChars : text.trim().length;
    return quote({ tool: 'audio', tool_type: 'voice_over', characters }, deps);
  },
  start: (context, params) =>
    submitMedia(generateAudio, context, {
      tool_type: 'voice_over',
      text: params.text,
      parameters: parametersOf(params, ['speed'], ['voice_id']) as never,
    }),
  outputsOf: (job) => fileOutputs(job, 'audio_url'),
};

export const songStep: WorkflowTool = {
  id: 'song',
  group: 'audio',
  label: 'Song',
  description:
    'A song with lyrics over music in the style of the prompt, optionally after a reference track.',
  route: 'POST /api/audio/generate',
  params: [
    param('prompt', 'text', 'Style', { required: true, max: AUDIO_LIMITS.promptMaxChars }),
    param('lyrics', 'text', 'Lyrics', { max: AUDIO_LIMITS.lyricsMaxChars }),
    param('refer_audio', 'audio', 'Reference track'),
  ],
  outputs: [output('audio_url', 'audio_url', 'Song')],
  price: 'One price per song, as POST /api/quote gives it.',
  estimate: (_params, deps) => quote({ tool: 'audio', tool_type: 'song' }, deps),
  start: (context, params) =>
    submitMedia(generateAudio, context, {
      tool_type: 'song',
      prompt: params.prompt,
      lyrics: params.lyrics,
      refer_audio: params.refer_audio,
    }),
  outputsOf: (job) => fileOutputs(job, 'audio_url'),
};

export const musicStep: WorkflowTool = {
  id: 'music',
  group: 'audio',
  label: 'Music',
  description: 'Instrumental music from a prompt.',
  route: 'POST /api/audio/generate',
  params: [
    param('prompt', 'text', 'Prompt', { required: true, max: AUDIO_LIMITS.promptMaxChars }),
    param('duration', 'number', 'Seconds', {
      min: AUDIO_LIMITS.musicDuration.min,
      max: AUDIO_LIMITS.musicDuration.max,
      default: MUSIC_DEFAULTS.duration,
    }),
  ],
  outputs: [output('audio_url', 'audio_url', 'Music')],
  price: 'A price per run plus one per second, as POST /api/quote gives it.',
  estimate: (params, deps) =>
    quote({ tool: 'audio', tool_type: 'music', duration: numberParam(params.duration) }, deps),
  start: (context, params) =>
    submitMedia(generateAudio, context, {
      tool_type: 'music',
      prompt: params.prompt,
      parameters: parametersOf(params, ['duration']) as never,
    }),
  outputsOf: (job) => fileOutputs(job, 'audio_url'),
};

export const productImageAdStep: WorkflowTool = {
  id: 'product_ad.image',
  group: 'product_ads',
  label: 'Product image ad',
  description: 'One to three ad images that keep the product of a photo.',
  route: 'POST /api/product-ads/image/generate',
  params: [
    param('product_image', 'image', 'Product photo', { required: true }),
    param('product_description', 'text', 'Product'),
    param('target_audience', 'text', 'Audience', { default: PRODUCT_AD_DEFAULTS.target_audience }),
    param('ad_style', 'choice', 'Style', {
      choices: [...AD_STYLES],
      default: PRODUCT_AD_DEFAULTS.ad_style,
    }),
    param('custom_style', 'text', 'Custom style'),
    param('num_prompts', 'number', 'Ads', { min: 1, max: 3, default: 1 }),
  ],
  outputs: [
    output('image_url', 'image_url', 'First ad'),
    output('image_urls', 'image_url_list', 'Ads'),
  ],
  price: 'A price per ad image, as POST /api/quote gives it.',
  estimate: (params, deps) =>
    quote({ tool: 'product_image_ad', num_prompts: numberParam(params.num_prompts) ?? 1 }, deps),
  start: (context, params) =>
    submitMedia(productImageAd, context, {
      ...params,
      num_prompts: numberParam(params.num_prompts),
    }),
  outputsOf: (job) => fileOutputs(job, 'image_url', 'image_urls'),
};

export const productVideoAdStep: WorkflowTool = {
  id: 'product_ad.video',
  group: 'product_ads',
  label: 'Product video ad',
  description: 'A five-second ad video of the product in a photo.',
  route: 'POST /api/product-ads/video/generate',
  params: [
    param('product_image', 'image', 'Product photo', { required: true }),
    param('user_description', 'text', 'Description'),
  ],
  outputs: [output('video_url', 'video_url', 'Video')],
  price: 'One price per video, as POST /api/quote gives it.',
  estimate: (_params, deps) => quote({ tool: 'product_video_ad' }, deps),
  start: (context, params) => submitMedia(productVideoAd, context, params),
  outputsOf: (job) => fileOutputs(job, 'video_url'),
};
