import { z } from 'zod';
import { IsoDateTime } from './common';
import {
  AUDIO_TOOLS,
  ASPECT_RATIOS,
  IMAGE_QUALITIES,
  IMAGE_RESOLUTIONS,
  IMAGE_TIERS,
  PAID_IMAGE_TIERS,
  REIMAGINE_IMAGE_TOOLS,
  REIMAGINE_VIDEO_QUALITIES,
  REIMAGINE_VIDEO_RESOLUTIONS,
  REIMAGINE_VIDEO_TOOLS,
  TEXT_PROVIDERS,
  TRANSLATION_LANGUAGES,
  VIDEO_TIER_DEFINITIONS,
  VIDEO_TIERS,
  type VideoTier,
} from './generation-catalogue';

/** Spec part 1, section 8: a blank prompt is refused with these texts. */
export const GENERATION_MESSAGES = {
  imagePromptRequired: 'Please enter an image prompt.',
  videoPromptRequired: 'Please enter a video prompt.',
  noOutputToOptimize: 'No output to optimize.',
  notOwnOutput: 'Only outputs you generated here can be analysed.',
  /** Spec part 1, section 5 (optimising an image ad); a video's is ours, in the same words. */
  invalidImageUrl: 'Invalid image URL',
  invalidVideoUrl: 'Invalid video URL',
  timedOut: 'The generation took too long and was stopped. No credits were charged.',
  failedFallback: 'The generation failed. No credits were charged.',
  subjectRequired: 'Please fill in at least the subject field to generate a prompt.',
  insufficientVideo: 'Insufficient credits. Please purchase more credits to generate this video.',
  // Said to users, who cannot change the server: the setting is in the README for its operator.
  translationUnavailable:
    'Translation is not available yet: this platform has no AI text provider set up.',
  stillRunning: 'Still working on it. Follow the job to get the result when it is ready.',
} as const;

/** Same seed, same prompt, same settings: the same picture (local renderer) or a close one. */
const seed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31)
  .optional();

const prompt = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(4000, { error: 'The prompt is too long (at most 4000 characters).' });

/**
 * Where the answer came from: a cloud provider's model, a model on the operator's own server
 * (ComfyUI, AUTOMATIC1111, an OpenAI-compatible server: issue 36), or a local engine that says it
 * is one.
 */
export const ENGINE_NAMES = ['local', 'provider', 'self_hosted'] as const;
export const EngineName = z.enum(ENGINE_NAMES);
export type EngineName = z.infer<typeof EngineName>;

// ---- Catalogue answers --------------------------------------------------------------------

export const ImageModelConfig = z.object({
  name: z.string(),
  description: z.string(),
  speed: z.string(),
  user_cost: z.number(),
  engine: EngineName,
  model: z.string(),
  resolution_options: z.record(z.string(), z.object({ label: z.string(), multiplier: z.number() })),
  quality_options: z.record(z.string(), z.object({ label: z.string() })),
  supports_aspect_ratio: z.boolean(),
  aspect_ratios: z.array(z.string()),
  defaults: z.object({ resolution: z.string(), quality: z.string(), aspect_ratio: z.string() }),
});
export const ImageModelsResponse = z.object({ models: z.record(z.string(), ImageModelConfig) });
export type ImageModelsResponse = z.infer<typeof ImageModelsResponse>;

const VideoResolution = z.object({
  name: z.string(),
  value: z.string(),
  display: z.string(),
  width: z.number(),
  height: z.number(),
  aspect: z.string(),
});
export const VideoModelConfig = z.object({
  name: z.string(),
  description: z.string(),
  speed: z.string(),
  quality: z.string(),
  user_cost: z.number().describe('At the tier defaults'),
  cost_per_second: z.number(),
  engine: EngineName,
  model: z.string(),
  default_duration: z.number(),
  default_resolution: z.string(),
  default_fps: z.number(),
  customizable: z.object({
    duration: z.object({ enabled: z.boolean(), default: z.number() }),
    resolution: z.object({ enabled: z.boolean(), default: z.string() }),
  }),
  duration: z.object({
    enabled: z.boolean(),
    options: z.array(z.number()),
    default: z.number(),
    fps_options: z.array(z.number()).optional(),
  }),
  resolution: z.object({
    enabled: z.boolean(),
    options: z.array(VideoResolution),
    default: z.string(),
    note: z.string(),
  }),
});
export const VideoModelsResponse = z.object({ models: z.record(z.string(), VideoModelConfig) });
export type VideoModelsResponse = z.infer<typeof VideoModelsResponse>;

export const TextProviderEntry = z.object({
  value: z.string(),
  label: z.string(),
  tier: z.enum(['free', 'premium', 'mixed']),
  models: z.array(
    z.object({ value: z.string(), label: z.string(), tier: z.enum(['free', 'premium']) }),
  ),
  enabled: z.boolean(),
  setting: z.string(),
});
export const TextProvidersResponse = z.object({
  providers: z.array(TextProviderEntry),
  default_provider: z.string(),
  default_model: z.string(),
  translation_available: z.boolean(),
});
export type TextProvidersResponse = z.infer<typeof TextProvidersResponse>;

// ---- Requests -----------------------------------------------------------------------------

export const FreeImageBody = z.object({
  prompt: prompt(GENERATION_MESSAGES.imagePromptRequired),
  model_type: z.literal('free').default('free'),
  seed,
  /** Print the prompt as a caption on the image (the local renderer only). */
  caption: z.boolean().optional(),
});
export type FreeImageBody = z.input<typeof FreeImageBody>;

export const PaidImageBody = z.object({
  prompt: prompt(GENERATION_MESSAGES.imagePromptRequired),
  model_type: z.enum(PAID_IMAGE_TIERS),
  resolution: z.enum(IMAGE_RESOLUTIONS).default('standard'),
  quality: z.enum(IMAGE_QUALITIES).default('balanced'),
  aspect_ratio: z.enum(ASPECT_RATIOS).default('1:1'),
  seed,
  caption: z.boolean().optional(),
});
export type PaidImageBody = z.input<typeof PaidImageBody>;

/** The durations a video tier makes, in words: "Ultra videos are 5, 6 or 8 seconds long." */
export function videoDurationsMessage(tier: VideoTier): string {
  const { name, duration } = VIDEO_TIER_DEFINITIONS[tier];
  const options = duration.options.map(String);
  const listed =
    options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${options.at(-1)}` : options[0];
  return `${name} videos are ${listed} seconds long.`;
}

const VideoFields = z.object({
  prompt: prompt(GENERATION_MESSAGES.videoPromptRequired),
  model_type: z.enum(VIDEO_TIERS),
  duration: z.number().int().positive().nullish(),
  resolution: z.string().max(10).nullish(),
  fps: z.number().int().positive().nullish(),
  seed,
});

export const VideoBody = VideoFields.superRefine((body, context) => {
  // A duration the tier does not make is refused, never quietly replaced by the default.
  const tier = VIDEO_TIER_DEFINITIONS[body.model_type];
  if (body.duration == null || tier.duration.options.includes(body.duration)) return;
  context.addIssue({
    code: 'custom',
    path: ['duration'],
    message: videoDurationsMessage(body.model_type),
  });
});
export type VideoBody = z.input<typeof VideoBody>;

/** VideoBody as the document shows it: one form per tier, each with the durations it makes. */
export const VideoBodyByTier = z.union(
  VIDEO_TIERS.map((tier) =>
    VideoFields.extend({
      model_type: z.literal(tier),
      duration: z.literal(VIDEO_TIER_DEFINITIONS[tier].duration.options).nullish(),
    }),
  ),
);

export const OUTPUT_TYPES = ['image', 'video', 'product_image', 'product_video'] as const;
export const OptimizeBody = z.object({
  prompt: prompt('Please provide the prompt the output was made from.'),
  output_type: z.enum(OUTPUT_TYPES),
  output_url: z
    .string({ error: GENERATION_MESSAGES.noOutputToOptimize })
    .trim()
    .min(1, { error: GENERATION_MESSAGES.noOutputToOptimize })
    .max(2000),
});
export type OptimizeBody = z.input<typeof OptimizeBody>;

export const TranslateBody = z.object({
  text: z.string().trim().min(1, { error: 'Please provide text to translate.' }).max(10_000),
  target_language: z.enum(TRANSLATION_LANGUAGES, {
    error: 'target_language must be one of the 30 supported languages.',
  }),
});
export type TranslateBody = z.infer<typeof TranslateBody>;

/** The provider and model a text generation uses when the request names neither. */
const DEFAULT_TEXT_CHOICE = { provider: 'openai', model: 'gpt-4o' } as const;

export const ChatGenerateBody = z
  .object({
    template_id: z.string().max(100).nullish(),
    custom_prompt: z.string().max(8000).nullish(),
    variables: z.record(z.string().max(100), z.string().max(4000)).default({}),
    provider: z.string().max(50).default(DEFAULT_TEXT_CHOICE.provider),
    model: z.string().max(100).default(DEFAULT_TEXT_CHOICE.model),
    response_format: z.enum(['text', 'structured']).default('text'),
  })
  .refine((b) => Boolean(b.template_id) || Boolean(b.custom_prompt?.trim()), {
    error: 'Choose a template or write a custom prompt.',
    path: ['custom_prompt'],
  });
export type ChatGenerateBody = z.input<typeof ChatGenerateBody>;

/**
 * ChatGenerateBody as the document shows it: a provider of the catalogue with one of its models
 * (OpenAI's gpt-4o when neither is given, so another provider needs its model named), and a
 * template or a prompt that is not blank. The handler refuses an unknown provider or model
 * (`planText`), the schema above a missing prompt; only the document reads this one.
 */
export const ChatGenerateBodyDocumented = z
  .object({
    variables: z.record(z.string().max(100), z.string().max(4000)).default({}),
    response_format: z.enum(['text', 'structured']).default('text'),
  })
  .and(
    z.union(
      TEXT_PROVIDERS.map((entry): z.ZodObject => {
        const models = z.enum(entry.models.map((model) => model.value) as [string, ...string[]]);
        return entry.value === DEFAULT_TEXT_CHOICE.provider
          ? z.object({
              provider: z.literal(entry.value).default(DEFAULT_TEXT_CHOICE.provider),
              model: models.default(DEFAULT_TEXT_CHOICE.model),
            })
          : z.object({ provider: z.literal(entry.value), model: models });
      }) as [z.ZodObject, z.ZodObject, ...z.ZodObject[]],
    ),
  )
  .and(
    z.union([
      z.object({
        template_id: z.string().min(1).max(100).describe('A template of the catalogue'),
        custom_prompt: z.string().max(8000).nullish(),
      }),
      z.object({
        template_id: z.string().max(100).nullish(),
        custom_prompt: z.string().trim().min(1).max(8000),
      }),
    ]),
  );

export const BUILDER_FIELDS = [
  'subject',
  'style',
  'composition',
  'lighting',
  'colors',
  'mood',
  'background',
  'details',
  'quality',
  'material',
  'rendering',
  'duration',
  'motionType',
  'cameraMovement',
  'animationStyle',
  'transitions',
] as const;

export const GeneratePromptBody = z.object({
  prompt: z.string().max(8000).default(''),
  format: z.enum(['image', 'video']),
  provider: z.string().max(50).default('openai'),
  model: z.string().max(100).default('gpt-4o'),
  subject: z
    .string({ error: GENERATION_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: GENERATION_MESSAGES.subjectRequired })
    .max(1000),
  style: z.string().max(500).optional(),
  composition: z.string().max(500).optional(),
  lighting: z.string().max(500).optional(),
  colors: z.string().max(500).optional(),
  mood: z.string().max(500).optional(),
  background: z.string().max(500).optional(),
  details: z.string().max(2000).optional(),
  quality: z.string().max(500).optional(),
  material: z.string().max(500).optional(),
  rendering: z.string().max(500).optional(),
  duration: z.string().max(100).optional(),
  motionType: z.string().max(200).optional(),
  cameraMovement: z.string().max(200).optional(),
  animationStyle: z.string().max(200).optional(),
  transitions: z.string().max(200).optional(),
});
export type GeneratePromptBody = z.input<typeof GeneratePromptBody>;

export const QuoteBody = z.discriminatedUnion('tool', [
  z.object({
    tool: z.literal('image'),
    model_type: z.enum(IMAGE_TIERS),
    resolution: z.enum(IMAGE_RESOLUTIONS).default('standard'),
  }),
  z.object({
    tool: z.literal('video'),
    model_type: z.enum(VIDEO_TIERS),
    duration: z.number().int().positive().nullish(),
    resolution: z.string().max(10).nullish(),
    fps: z.number().int().positive().nullish(),
  }),
  z.object({ tool: z.literal('optimize') }),
  z.object({ tool: z.literal('text'), provider: z.string(), model: z.string() }),
  z.object({ tool: z.literal('reimagine_analysis') }),
  z.object({ tool: z.literal('product_video_ad') }),
  z.object({
    tool: z.literal('product_image_ad'),
    num_prompts: z.number().int().min(1).max(3).default(1),
  }),
  z.object({
    tool: z.literal('reimagine_video'),
    tool_type: z.enum(REIMAGINE_VIDEO_TOOLS),
    quality: z.enum(REIMAGINE_VIDEO_QUALITIES).optional(),
    duration: z.number().int().optional(),
    resolution: z.enum(REIMAGINE_VIDEO_RESOLUTIONS).optional(),
    length: z.number().int().optional(),
  }),
  z.object({
    tool: z.literal('audio'),
    tool_type: z.enum([...AUDIO_TOOLS, 'song']),
    /** A voice-over's text length. */
    characters: z.number().int().min(0).max(100_000).optional(),
    /** Music's seconds. */
    duration: z.number().int().min(1).max(30).optional(),
  }),
  z.object({
    tool: z.literal('reimagine_image'),
    tool_type: z.enum(REIMAGINE_IMAGE_TOOLS),
    num_outputs: z.number().int().min(1).max(4).default(1),
  }),
]);
export type QuoteBody = z.input<typeof QuoteBody>;

// ---- Answers ------------------------------------------------------------------------------

export const MediaOutput = z.object({
  url: z.string().describe('Signed, expiring; only the owner may fetch it'),
  download_url: z.string(),
  download_name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  duration: z.number().optional(),
  fps: z.number().optional(),
});
export type MediaOutput = z.infer<typeof MediaOutput>;

/** The fields every paid answer shares (spec: credits_used, remaining_credits, ...). */
export const Charged = {
  credits_used: z.number(),
  remaining_credits: z.number(),
  job_id: z.string(),
  engine: EngineName,
  model: z.string(),
  note: z.string(),
  generation_time: z.number().describe('Seconds'),
  prompt: z.string(),
};

export const ImageResponse = z.object({
  success: z.literal(true),
  image_url: z.string(),
  download_url: z.string(),
  download_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  model_type: z.enum(IMAGE_TIERS),
  resolution: z.string(),
  quality: z.string(),
  aspect_ratio: z.string(),
  ...Charged,
});
export type ImageResponse = z.infer<typeof ImageResponse>;

export const VideoResponse = z.object({
  success: z.literal(true),
  video_url: z.string(),
  download_url: z.string(),
  download_name: z.string(),
  duration: z.number(),
  resolution: z.string(),
  fps: z.number(),
  model_type: z.enum(VIDEO_TIERS),
  ...Charged,
});
export type VideoResponse = z.infer<typeof VideoResponse>;

export const Analysis = z.object({
  match_score: z.number().min(0).max(100),
  matches_well: z.array(z.string()),
  missing_elements: z.array(z.string()),
  suggested_prompts: z.object({ basic: z.string(), enhanced: z.string(), creative: z.string() }),
  explanation: z.string(),
});
export type Analysis = z.infer<typeof Analysis>;

export const OptimizeResponse = z.object({
  success: z.literal(true),
  analysis: Analysis,
  cost: z.number(),
  remaining_credits: z.number(),
  job_id: z.string(),
  engine: EngineName,
  model: z.string(),
});
export type OptimizeResponse = z.infer<typeof OptimizeResponse>;

export const StructuredResponse = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(
    z.object({ title: z.string(), content: z.string(), items: z.array(z.string()).optional() }),
  ),
  action_items: z.array(z.string()),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type StructuredResponse = z.infer<typeof StructuredResponse>;

export const ChatGenerateResponse = z.object({
  response: z.string(),
  structured_response: StructuredResponse.nullable(),
  provider: z.string(),
  model: z.string(),
  engine: EngineName,
  note: z.string(),
  credits_used: z.number(),
  remaining_credits: z.number(),
  job_id: z.string(),
});
export type ChatGenerateResponse = z.infer<typeof ChatGenerateResponse>;

export const GeneratePromptResponse = z.object({
  optimizedPrompt: z.string(),
  engine: EngineName,
  provider: z.string(),
  model: z.string(),
  note: z.string(),
  job_id: z.string(),
});
export type GeneratePromptResponse = z.infer<typeof GeneratePromptResponse>;

export const TranslateResponse = z.object({
  translated_text: z.string(),
  target_language: z.string(),
  provider: z.string(),
  model: z.string(),
});
export type TranslateResponse = z.infer<typeof TranslateResponse>;

export const QuoteResponse = z.object({
  cost: z.number(),
  cost_micros: z.number().int(),
  balance: z.number().nullable(),
  affordable: z.boolean().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;

export const PromptTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  variables: z.array(z.string()),
  template: z.string(),
});
export type PromptTemplate = z.infer<typeof PromptTemplate>;
export const PromptTemplatesResponse = z.array(PromptTemplate);

export const PromptDatabaseQuery = z.object({
  category: z.string().max(100).optional(),
  tool: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
});
export const PromptDatabaseEntry = z.object({
  id: z.string(),
  category: z.string(),
  tool: z.string(),
  format: z.enum(['image', 'video']),
  prompt: z.string(),
  tags: z.array(z.string()),
});
export type PromptDatabaseEntry = z.infer<typeof PromptDatabaseEntry>;
export const PromptDatabaseResponse = z.object({
  prompts: z.array(PromptDatabaseEntry),
  total: z.number().int(),
  categories: z.array(z.string()),
  tools: z.array(z.string()),
});
export type PromptDatabaseResponse = z.infer<typeof PromptDatabaseResponse>;

// ---- Jobs and creations -------------------------------------------------------------------

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;
export const GENERATION_KINDS = ['image', 'video', 'audio', 'text', 'prompt', 'analysis'] as const;

/** How a creation's kind is named on its card and in search results. */
export const GENERATION_KIND_LABELS: Record<(typeof GENERATION_KINDS)[number], string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  text: 'Text',
  prompt: 'Prompt',
  analysis: 'Analysis',
};
export const GenerationKind = z.enum(GENERATION_KINDS);
export type GenerationKind = z.infer<typeof GenerationKind>;

export const Job = z.object({
  id: z.string(),
  kind: GenerationKind,
  tool: z.string(),
  tier: z.string().nullable(),
  status: JobStatus,
  progress: z.number().int().min(0).max(100),
  progress_message: z.string().nullable(),
  prompt: z.string(),
  input: z.record(z.string(), z.unknown()),
  cost: z.number(),
  engine: EngineName.nullable(),
  model: z.string().nullable(),
  outputs: z.array(MediaOutput),
  /** When succeeded: the very body the synchronous call answers (ImageResponse, VideoResponse...). */
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  /** The HTTP status the synchronous call answered (or would have) for this failure, e.g. 402. */
  error_status: z.number().int().nullable(),
  /** The team whose wallet paid and whose members see it (issue 37), or null. */
  team_id: z.string().nullable(),
  /** Who made it, in a team's list of creations. */
  made_by: z.object({ user_id: z.string(), full_name: z.string() }).optional(),
  created_at: IsoDateTime,
  started_at: IsoDateTime.nullable(),
  finished_at: IsoDateTime.nullable(),
});
export type Job = z.infer<typeof Job>;

/** What a synchronous call answers when its job outlives the spec's wait (HTTP 202). */
export const JobAccepted = z.object({
  job_id: z.string(),
  status: JobStatus,
  detail: z.string(),
  events_url: z.string(),
});
export type JobAccepted = z.infer<typeof JobAccepted>;

/** One server-sent event on /api/jobs/{id}/events. */
export const JobEvent = z.object({
  id: z.string(),
  status: JobStatus,
  progress: z.number().int(),
  message: z.string().nullable(),
});
export type JobEvent = z.infer<typeof JobEvent>;

export const GenerationsQuery = z.object({
  kind: GenerationKind.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export const GenerationsResponse = z.object({
  generations: z.array(Job),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
export type GenerationsResponse = z.infer<typeof GenerationsResponse>;
