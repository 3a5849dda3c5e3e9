/**
 * What each creation tool offers and costs (spec part 1, sections 3 and 9), free of zod so any page
 * can import it. Costs are integer micro-credits (1 credit = 1,000,000): the server charges exactly
 * what these functions answer, and the web shows the same figure before the request is made.
 */

export const MICROS_PER_CREDIT = 1_000_000;

// ---- Images -------------------------------------------------------------------------------

export const IMAGE_TIERS = ['free', 'ultra', 'ultra_pro'] as const;
export type ImageTier = (typeof IMAGE_TIERS)[number];
export const PAID_IMAGE_TIERS = ['ultra', 'ultra_pro'] as const;
export type PaidImageTier = (typeof PAID_IMAGE_TIERS)[number];

/** User cost per image at the standard resolution (spec: free 0, ultra 0.0325, ultra_pro 0.052). */
export const IMAGE_BASE_COST_MICROS: Record<ImageTier, number> = {
  free: 0,
  ultra: 32_500,
  ultra_pro: 52_000,
};

/** The client's pre-check before sending (spec part 1, section 9): not the price. */
export const IMAGE_ESTIMATED_COST: Record<PaidImageTier, number> = {
  ultra: 0.004,
  ultra_pro: 0.04,
};
/** Below this balance the paid button reads "Insufficient Credits - Buy More". */
export const IMAGE_MIN_BALANCE: Record<PaidImageTier, number> = { ultra: 0.0325, ultra_pro: 0.052 };

export const IMAGE_RESOLUTIONS = ['standard', 'hd', 'ultra_hd'] as const;
export type ImageResolution = (typeof IMAGE_RESOLUTIONS)[number];
export const IMAGE_RESOLUTION_OPTIONS: Record<
  ImageResolution,
  { label: string; multiplier: number; long_side: number }
> = {
  standard: { label: 'Standard (1024 px)', multiplier: 1, long_side: 1024 },
  hd: { label: 'HD (1536 px)', multiplier: 1.5, long_side: 1536 },
  ultra_hd: { label: 'Ultra HD (2048 px)', multiplier: 2, long_side: 2048 },
};

export const IMAGE_QUALITIES = ['fast', 'balanced', 'high'] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];
export const IMAGE_QUALITY_OPTIONS: Record<ImageQuality, { label: string }> = {
  fast: { label: 'Fast' },
  balanced: { label: 'Balanced' },
  high: { label: 'High detail' },
};

export const ASPECT_RATIOS = ['1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const IMAGE_DEFAULTS = {
  resolution: 'standard',
  quality: 'balanced',
  aspect_ratio: '1:1',
} as const satisfies {
  resolution: ImageResolution;
  quality: ImageQuality;
  aspect_ratio: AspectRatio;
};

/** The free tier always renders 1024 x 1024. */
export const FREE_IMAGE_SIZE = { width: 1024, height: 1024 } as const;

export function imageCostMicros(tier: ImageTier, resolution: ImageResolution = 'standard'): number {
  return Math.round(IMAGE_BASE_COST_MICROS[tier] * IMAGE_RESOLUTION_OPTIONS[resolution].multiplier);
}

/** Pixel size for a resolution and aspect ratio: the long side from the resolution, both even. */
export function imageSize(
  resolution: ImageResolution,
  aspect: AspectRatio,
): { width: number; height: number } {
  const long = IMAGE_RESOLUTION_OPTIONS[resolution].long_side;
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return w >= h
    ? { width: long, height: even((long * h) / w) }
    : { width: even((long * w) / h), height: long };
}

// ---- Videos -------------------------------------------------------------------------------

export const VIDEO_TIERS = ['ultra', 'ultra_pro', 'ultra_max'] as const;
export type VideoTier = (typeof VIDEO_TIERS)[number];

export interface VideoResolutionOption {
  name: string;
  value: string;
  display: string;
  width: number;
  height: number;
  aspect: string;
}

export interface VideoTierDefinition {
  name: string;
  description: string;
  speed: string;
  quality: string;
  duration: { enabled: boolean; options: number[]; default: number; fps_options?: number[] };
  resolution: { enabled: boolean; options: VideoResolutionOption[]; default: string; note: string };
  default_fps: number;
}

const res = (value: string, width: number, height: number): VideoResolutionOption => ({
  name: value,
  value,
  display: `${value} (${width}x${height})`,
  width,
  height,
  aspect: '16:9',
});

/** Spec defaults: duration 6, resolution 768P, fps 24 (ultra only); each tier falls back to its own. */
export const VIDEO_DEFAULTS = { duration: 6, resolution: '768P', fps: 24 } as const;

export const VIDEO_TIER_DEFINITIONS: Record<VideoTier, VideoTierDefinition> = {
  ultra: {
    name: 'Ultra',
    description: 'Quick clips for ideas and drafts, with a choice of frame rate.',
    speed: 'About 12 seconds',
    quality: 'Good',
    // Spec part 1, section 9: 6 s, 768P and 24 fps by default (LTX-Video makes them in seconds).
    duration: { enabled: true, options: [5, 6, 8], default: 6, fps_options: [16, 24, 30] },
    resolution: {
      enabled: true,
      options: [res('512P', 912, 512), res('768P', 1364, 768)],
      default: '768P',
      note: 'Frame rate can be chosen on this tier.',
    },
    default_fps: 24,
  },
  ultra_pro: {
    name: 'Ultra Pro',
    description: 'Cinematic motion at 768p, 6 or 10 seconds.',
    speed: 'About 3-4 minutes',
    quality: 'High',
    duration: { enabled: true, options: [6, 10], default: 6 },
    resolution: {
      enabled: true,
      options: [res('512P', 912, 512), res('768P', 1364, 768)],
      default: '768P',
      note: '10-second clips are made at 768P.',
    },
    default_fps: 24,
  },
  ultra_max: {
    name: 'Ultra Max',
    description: 'The sharpest tier: 1080p, 6 seconds.',
    speed: 'About 3-4 minutes',
    quality: 'Highest',
    duration: { enabled: true, options: [6], default: 6 },
    resolution: {
      enabled: true,
      options: [res('1080P', 1920, 1080)],
      default: '1080P',
      note: 'Always 1080P.',
    },
    default_fps: 24,
  },
};

/**
 * How long a tier takes when the cloud provider does not serve it: the spec's timings (about 12 s,
 * about 3-4 minutes) are the provider's, and would mislead next to a local render of seconds or a
 * GPU box of the operator's own (issue 48).
 */
export const VIDEO_SPEED_BY_ENGINE = {
  local: 'About 5-30 seconds',
  self_hosted: 'Depends on your server',
} as const;

/** Per second, before the 30 % margin and the 18 % tax on that margin (spec part 1, section 9). */
export function videoBaseMicrosPerSecond(tier: VideoTier, resolution: string): number {
  if (tier === 'ultra') return 5_250;
  return resolution.toUpperCase() === '1080P' ? 80_000 : 45_000;
}

/** base x duration, plus 30 % of that, plus 18 % of the 30 %: base x duration x 1.354. */
export function videoCostMicros(tier: VideoTier, duration: number, resolution: string): number {
  const raw = videoBaseMicrosPerSecond(tier, resolution) * duration;
  return Math.round((raw * 1354) / 1000);
}

/** The tier's own choice where the request leaves one unset or picks one the tier lacks. */
export function resolveVideoChoices(
  tier: VideoTier,
  wanted: { duration?: number | null; resolution?: string | null; fps?: number | null },
): { duration: number; resolution: VideoResolutionOption; fps: number } {
  const def = VIDEO_TIER_DEFINITIONS[tier];
  const duration =
    wanted.duration != null && def.duration.options.includes(wanted.duration)
      ? wanted.duration
      : def.duration.options.includes(VIDEO_DEFAULTS.duration)
        ? VIDEO_DEFAULTS.duration
        : def.duration.default;
  const byValue = (value: string | null | undefined) =>
    value ? def.resolution.options.find((o) => o.value === value.toUpperCase()) : undefined;
  const resolution = (byValue(wanted.resolution) ??
    byValue(def.resolution.default)) as VideoResolutionOption;
  const fpsOptions = def.duration.fps_options;
  const fps =
    fpsOptions && wanted.fps != null && fpsOptions.includes(wanted.fps)
      ? wanted.fps
      : def.default_fps;
  return { duration, resolution, fps };
}

// ---- Other tools --------------------------------------------------------------------------

/** Spec: optimise cost default 0.005 credits. */
export const OPTIMIZE_COST_MICROS = 5_000;

/** Text from a premium-tier model costs this per answer; free-tier models and local drafts cost 0. */
export const TEXT_PREMIUM_COST_MICROS = 10_000;

/** How long the spec's synchronous calls wait for their job before answering 202 with its id. */
export const GENERATION_WAIT_SECONDS = {
  free_image: 60,
  image: 120,
  video: 300,
  optimize: 60,
  text: 120,
  prompt: 120,
  /** Spec part 2, section 7: the reimagine calls' own time-outs. */
  reimagine_image: 180,
  reimagine_video: 300,
  reimagine_analysis: 60,
  audio: 300,
} as const;

// ---- Text providers -----------------------------------------------------------------------

export type ModelTier = 'free' | 'premium';
export interface ProviderModel {
  value: string;
  label: string;
  tier: ModelTier;
}
export interface TextProviderDefinition {
  value: string;
  label: string;
  tier: 'free' | 'premium' | 'mixed';
  models: ProviderModel[];
  /** The setting that turns it on. */
  setting: string;
}

const m = (value: string, label: string, tier: ModelTier): ProviderModel => ({
  value,
  label,
  tier,
});

/** Spec part 1, section 9: the providers in their order; the first entry and model are defaults. */
export const TEXT_PROVIDERS: readonly TextProviderDefinition[] = [
  {
    value: 'openai',
    label: 'OpenAI',
    tier: 'premium',
    setting: 'OPENAI_API_KEY',
    models: [
      m('gpt-4o', 'GPT-4o', 'premium'),
      m('gpt-4o-mini', 'GPT-4o mini', 'premium'),
      m('gpt-4.1', 'GPT-4.1', 'premium'),
      m('gpt-4.1-mini', 'GPT-4.1 mini', 'premium'),
    ],
  },
  {
    value: 'anthropic',
    label: 'Anthropic',
    tier: 'premium',
    setting: 'ANTHROPIC_API_KEY',
    models: [
      m('claude-sonnet-4-5', 'Claude Sonnet 4.5', 'premium'),
      m('claude-haiku-4-5', 'Claude Haiku 4.5', 'premium'),
      m('claude-opus-4-1', 'Claude Opus 4.1', 'premium'),
    ],
  },
  {
    value: 'google',
    label: 'Google Gemini',
    tier: 'premium',
    setting: 'GOOGLE_GENERATIVE_AI_API_KEY',
    models: [
      m('gemini-2.5-flash', 'Gemini 2.5 Flash', 'premium'),
      m('gemini-2.5-pro', 'Gemini 2.5 Pro', 'premium'),
      m('gemini-2.0-flash', 'Gemini 2.0 Flash', 'premium'),
    ],
  },
  {
    value: 'copilot',
    label: 'Microsoft Copilot',
    tier: 'premium',
    setting: 'AZURE_API_KEY',
    models: [
      m('gpt-4o', 'GPT-4o (Azure)', 'premium'),
      m('gpt-4o-mini', 'GPT-4o mini (Azure)', 'premium'),
    ],
  },
  {
    value: 'huggingface',
    label: 'Hugging Face',
    tier: 'mixed',
    setting: 'HUGGINGFACE_API_KEY',
    models: [
      m('meta-llama/Llama-3.1-8B-Instruct', 'Llama 3.1 8B', 'free'),
      m('Qwen/Qwen2.5-72B-Instruct', 'Qwen 2.5 72B', 'premium'),
      m('mistralai/Mistral-7B-Instruct-v0.3', 'Mistral 7B', 'free'),
    ],
  },
  {
    value: 'replicate',
    label: 'Replicate',
    tier: 'mixed',
    setting: 'REPLICATE_API_TOKEN',
    models: [
      m('meta/meta-llama-3-8b-instruct', 'Llama 3 8B', 'free'),
      m('meta/meta-llama-3-70b-instruct', 'Llama 3 70B', 'premium'),
    ],
  },
  {
    value: 'groq',
    label: 'Groq',
    tier: 'mixed',
    setting: 'GROQ_API_KEY',
    models: [
      m('llama-3.1-8b-instant', 'Llama 3.1 8B Instant', 'free'),
      m('llama-3.3-70b-versatile', 'Llama 3.3 70B', 'premium'),
    ],
  },
  {
    value: 'together',
    label: 'Together',
    tier: 'mixed',
    setting: 'TOGETHER_AI_API_KEY',
    models: [
      m('meta-llama/Llama-3.2-3B-Instruct-Turbo', 'Llama 3.2 3B Turbo', 'free'),
      m('meta-llama/Llama-3.3-70B-Instruct-Turbo', 'Llama 3.3 70B Turbo', 'premium'),
    ],
  },
  {
    value: 'cohere',
    label: 'Cohere',
    tier: 'mixed',
    setting: 'COHERE_API_KEY',
    models: [m('command-r', 'Command R', 'free'), m('command-r-plus', 'Command R+', 'premium')],
  },
  {
    value: 'deepinfra',
    label: 'DeepInfra',
    tier: 'free',
    setting: 'DEEPINFRA_API_KEY',
    models: [
      m('meta-llama/Meta-Llama-3.1-8B-Instruct', 'Llama 3.1 8B', 'free'),
      m('meta-llama/Meta-Llama-3.1-70B-Instruct', 'Llama 3.1 70B', 'premium'),
    ],
  },
  {
    value: 'perplexity',
    label: 'Perplexity',
    tier: 'mixed',
    setting: 'PERPLEXITY_API_KEY',
    models: [m('sonar', 'Sonar', 'free'), m('sonar-pro', 'Sonar Pro', 'premium')],
  },
  {
    value: 'ollama',
    label: 'Ollama (self-hosted)',
    tier: 'free',
    setting: 'OLLAMA_BASE_URL',
    models: [m('llama3.2', 'Llama 3.2', 'free'), m('qwen2.5', 'Qwen 2.5', 'free')],
  },
];

export const DEFAULT_TEXT_PROVIDER = 'openai';
export const DEFAULT_TEXT_MODEL = 'gpt-4o';

export function findTextModel(provider: string, model: string): ProviderModel | undefined {
  return TEXT_PROVIDERS.find((p) => p.value === provider)?.models.find((x) => x.value === model);
}

export function textCostMicros(provider: string, model: string, local: boolean): number {
  if (local) return 0;
  return findTextModel(provider, model)?.tier === 'premium' ? TEXT_PREMIUM_COST_MICROS : 0;
}

// ---- Translation --------------------------------------------------------------------------

/** Spec part 1, section 9: the 30 languages, English first (choosing it clears a translation). */
export const TRANSLATION_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Russian',
  'Japanese',
  'Korean',
  'Chinese Simplified',
  'Arabic',
  'Hindi',
  'Bengali',
  'Punjabi',
  'Telugu',
  'Marathi',
  'Tamil',
  'Urdu',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Thai',
  'Vietnamese',
  'Indonesian',
  'Dutch',
  'Polish',
  'Turkish',
  'Hebrew',
  'Swahili',
  'Romanian',
] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

// ---- Reimagine (a user's own images in) ----------------------------------------------------

/**
 * Every provider price becomes a user price the same way video's does (spec part 1, section 9):
 * plus 30 %, plus 18 % of that 30 %, i.e. x 1.354.
 */
export function withMargin(providerMicros: number): number {
  return Math.round((providerMicros * 1354) / 1000);
}

export const REIMAGINE_IMAGE_TOOLS = [
  'image_modification',
  'multi_images_reference',
  'single_image_ultra',
  'single_image_ultra_pro',
  'single_image_ultra_pro_max',
] as const;
export type ReimagineImageTool = (typeof REIMAGINE_IMAGE_TOOLS)[number];

export interface ReimagineImageToolDefinition {
  name: string;
  description: string;
  /** The Replicate model the tool runs when a token is set. */
  model: string;
  /** What Replicate charges per output image, in micro-USD (its published price). */
  providerMicrosPerImage: number;
  /** `references`: 1-3 reference images composed; `single`: one image transformed. */
  input: 'single' | 'references';
  /** Which of the spec's image parameters this tool's model takes (others are validated, unused). */
  uses: readonly string[];
}

export const REIMAGINE_IMAGE_CATALOGUE: Record<ReimagineImageTool, ReimagineImageToolDefinition> = {
  image_modification: {
    name: 'Image Modification',
    description: 'Edit one image with words: change the background, the light, a detail.',
    model: 'black-forest-labs/flux-kontext-pro',
    providerMicrosPerImage: 40_000,
    input: 'single',
    uses: ['aspect_ratio', 'output_format', 'safety_tolerance', 'seed', 'prompt_optimizer'],
  },
  multi_images_reference: {
    name: 'Multi-Image Reference',
    description: 'Combine one to three reference images into a new picture.',
    model: 'flux-kontext-apps/multi-image-list',
    providerMicrosPerImage: 40_000,
    input: 'references',
    uses: ['aspect_ratio', 'output_format', 'safety_tolerance', 'seed'],
  },
  single_image_ultra: {
    name: 'Single Image Ultra',
    description: 'Restyle an image quickly; strength sets how far it moves from the original.',
    model: 'black-forest-labs/flux-dev',
    providerMicrosPerImage: 25_000,
    input: 'single',
    uses: [
      'aspect_ratio',
      'output_format',
      'seed',
      'num_outputs',
      'num_inference_steps',
      'strength',
      'guidance_scale',
    ],
  },
  single_image_ultra_pro: {
    name: 'Single Image Ultra Pro',
    description: 'A new high-resolution picture guided by your image.',
    model: 'black-forest-labs/flux-1.1-pro-ultra',
    providerMicrosPerImage: 60_000,
    input: 'single',
    uses: ['aspect_ratio', 'output_format', 'safety_tolerance', 'seed', 'strength'],
  },
  single_image_ultra_pro_max: {
    name: 'Single Image Ultra Pro Max',
    description: 'The most faithful edits, best at keeping faces, products and lettering.',
    model: 'black-forest-labs/flux-kontext-max',
    providerMicrosPerImage: 80_000,
    input: 'single',
    uses: ['aspect_ratio', 'output_format', 'safety_tolerance', 'seed', 'prompt_optimizer'],
  },
};

/** What one reimagine image request costs: the tool's price per image times the outputs. */
export function reimagineImageCostMicros(tool: ReimagineImageTool, outputs = 1): number {
  return withMargin(REIMAGINE_IMAGE_CATALOGUE[tool].providerMicrosPerImage * outputs);
}

/** Spec part 2, section 9. */
export const REIMAGINE_LIMITS = {
  references: { min: 1, max: 3 },
  outputs: { min: 1, max: 4 },
  steps: { min: 10, max: 50 },
  safety: { min: 0, max: 6 },
  aesthetic: { min: 0, max: 5 },
  strength: { min: 0, max: 1, step: 0.1 },
  guidance: { min: 1, max: 20, step: 0.5 },
} as const;

export const REIMAGINE_ASPECT_RATIOS = [
  'match_input_image',
  '1:1',
  '16:9',
  '9:16',
  '4:3',
  '3:4',
  '2:3',
  '3:2',
  '1:2',
  '2:1',
] as const;
export type ReimagineAspectRatio = (typeof REIMAGINE_ASPECT_RATIOS)[number];
export const REIMAGINE_OUTPUT_FORMATS = ['jpg', 'png', 'webp'] as const;
export const REIMAGINE_QUALITIES = ['hd', 'sd'] as const;

export const REIMAGINE_IMAGE_DEFAULTS = {
  aspect_ratio: 'match_input_image',
  output_format: 'png',
  safety_tolerance: 2,
  num_inference_steps: 28,
  num_outputs: 1,
  strength: 0.8,
  guidance_scale: 3.5,
  quality: 'hd',
} as const;

/** Reimagine's Analyze Image tools (the spec leaves their names open; ADR 013). */
export const REIMAGINE_ANALYSIS_TOOLS = [
  'image_analysis',
  'image_description',
  'style_analysis',
] as const;
export type ReimagineAnalysisTool = (typeof REIMAGINE_ANALYSIS_TOOLS)[number];

export const REIMAGINE_ANALYSIS_CATALOGUE: Record<
  ReimagineAnalysisTool,
  { name: string; description: string }
> = {
  image_analysis: {
    name: 'Image Analysis',
    description: 'Ask anything about your image: what is in it, what stands out, what to change.',
  },
  image_description: {
    name: 'Detailed Description',
    description: 'A thorough description of the picture, ready to reuse as a prompt.',
  },
  style_analysis: {
    name: 'Style Analysis',
    description: 'Palette, light, composition and mood, to match the look elsewhere.',
  },
};

/**
 * The vision models that answer an analysis (the first whose provider is on): one image and a few
 * hundred words cost under 0.002 USD on each; the price is that, with the video margin.
 */
export const VISION_MODELS = [
  { provider: 'openai', model: 'gpt-4o-mini' },
  { provider: 'anthropic', model: 'claude-haiku-4-5' },
  { provider: 'google', model: 'gemini-2.5-flash' },
] as const;
export const REIMAGINE_ANALYSIS_PROVIDER_MICROS = 2_000;
export const REIMAGINE_ANALYSIS_COST_MICROS = withMargin(REIMAGINE_ANALYSIS_PROVIDER_MICROS);

// ---- Reimagine: videos from the user's images or video --------------------------------------

export const REIMAGINE_VIDEO_TOOLS = [
  'video_reference_ultra',
  'video_reference_ultra_pro',
  'video_reference_ultra_pro_max',
] as const;
export type ReimagineVideoTool = (typeof REIMAGINE_VIDEO_TOOLS)[number];

/** PixVerse's effects (spec part 2, section 9: 16 options, default None). */
export const VIDEO_EFFECTS = [
  'None',
  "Let's YMCA!",
  'Subject 3 Fever',
  'Ghibli Live!',
  'Suit Swagger',
  'Muscle Surge',
  '360° Microwave',
  'Warmth of Jesus',
  'Emergency Beat',
  'Anything, Robot',
  'Kungfu Club',
  'Mint in Box',
  'Retro Anime Pop',
  'Vogue Walk',
  'Mega Dive',
  'Evil Trigger',
] as const;

export const REIMAGINE_VIDEO_QUALITIES = ['360p', '540p', '720p', '1080p'] as const;
export const REIMAGINE_VIDEO_RESOLUTIONS = ['512p', '768p', '1080p'] as const;
/** Every ratio a video tool takes; each tool offers its own subset (REIMAGINE_VIDEO_CATALOGUE). */
export const REIMAGINE_VIDEO_ASPECT_RATIOS = [
  '16:9',
  '9:16',
  '1:1',
  '4:3',
  '3:4',
  '21:9',
  '4:5',
] as const;
export type ReimagineVideoAspectRatio = (typeof REIMAGINE_VIDEO_ASPECT_RATIOS)[number];

export interface ReimagineVideoToolDefinition {
  name: string;
  description: string;
  model: string;
  /** What the tool starts from: optional start and end images, or the user's video. */
  input: 'images' | 'video';
  aspectRatios: readonly ReimagineVideoAspectRatio[];
}

export const REIMAGINE_VIDEO_CATALOGUE: Record<ReimagineVideoTool, ReimagineVideoToolDefinition> = {
  video_reference_ultra: {
    name: 'Video Reference Ultra',
    description:
      'A 5 or 8 second clip from your prompt, optionally from a start image to an end image, with 16 effects.',
    model: 'pixverse/pixverse-v4.5',
    input: 'images',
    aspectRatios: ['16:9', '9:16', '1:1'],
  },
  video_reference_ultra_pro: {
    name: 'Video Reference Ultra Pro',
    description: 'Your own video restyled by the prompt: new light, look or setting, same motion.',
    model: 'runwayml/gen4-aleph',
    input: 'video',
    aspectRatios: ['16:9', '9:16', '4:3', '3:4', '1:1', '21:9', '4:5'],
  },
  video_reference_ultra_pro_max: {
    name: 'Video Reference Ultra Pro Max',
    description: 'Cinematic 6 or 10 second clips at 512p to 1080p, optionally from a start image.',
    model: 'minimax/hailuo-02',
    input: 'images',
    aspectRatios: ['16:9'],
  },
};

export const REIMAGINE_VIDEO_DEFAULTS = {
  quality: '540p',
  duration: 5,
  effect: 'None',
  resolution: '768p',
  length: 6,
  aspect_ratio: '16:9',
} as const;

/** PixVerse's published price per 5 s clip; 8 s costs twice as much (spec part 2, section 9). */
const PIXVERSE_MICROS_PER_CLIP: Record<(typeof REIMAGINE_VIDEO_QUALITIES)[number], number> = {
  '360p': 300_000,
  '540p': 300_000,
  '720p': 400_000,
  '1080p': 800_000,
};
/** Runway Gen-4 Aleph: 0.18 USD per second of output; it restyles the first 5 s. */
export const ALEPH_SECONDS = 5;
const ALEPH_MICROS_PER_SECOND = 180_000;

/** A tool's parameters with every choice made (the request's, or the tool's default). */
export interface ResolvedVideoParameters {
  aspect_ratio: ReimagineVideoAspectRatio;
  quality: (typeof REIMAGINE_VIDEO_QUALITIES)[number];
  resolution: (typeof REIMAGINE_VIDEO_RESOLUTIONS)[number];
  /** Seconds of video made. */
  duration: number;
  effect: (typeof VIDEO_EFFECTS)[number];
  negative_prompt?: string;
  prompt_optimizer: boolean;
  seed?: number;
}

/**
 * The parameters a tool runs with, or the reason they cannot be: the spec's combinations that do
 * not exist (10 s at 1080p on Pro Max; PixVerse's 8 s at 1080p) and ratios a tool does not make.
 */
export function resolveVideoParameters(
  tool: ReimagineVideoTool,
  wanted: Partial<Omit<ResolvedVideoParameters, 'duration'>> & {
    duration?: number;
    length?: number;
  },
): { ok: true; value: ResolvedVideoParameters } | { ok: false; message: string } {
  const d = REIMAGINE_VIDEO_DEFAULTS;
  const definition = REIMAGINE_VIDEO_CATALOGUE[tool];
  const aspect = wanted.aspect_ratio ?? d.aspect_ratio;
  if (!definition.aspectRatios.includes(aspect)) {
    return {
      ok: false,
      message: `aspect_ratio: ${definition.name} makes ${definition.aspectRatios.join(', ')}`,
    };
  }
  const base = {
    aspect_ratio: aspect,
    quality: wanted.quality ?? d.quality,
    resolution: wanted.resolution ?? d.resolution,
    effect: wanted.effect ?? d.effect,
    prompt_optimizer: wanted.prompt_optimizer ?? false,
    ...(wanted.negative_prompt ? { negative_prompt: wanted.negative_prompt } : {}),
    ...(wanted.seed !== undefined ? { seed: wanted.seed } : {}),
  };
  if (tool === 'video_reference_ultra') {
    const duration = wanted.duration ?? d.duration;
    if (duration === 8 && base.quality === '1080p') {
      return {
        ok: false,
        message: '8-second videos are not available at 1080p; choose 5 seconds or a lower quality.',
      };
    }
    return { ok: true, value: { ...base, duration } };
  }
  if (tool === 'video_reference_ultra_pro_max') {
    const duration = wanted.length ?? d.length;
    if (duration === 10 && base.resolution === '1080p') {
      return {
        ok: false,
        message:
          '10-second videos are not available at 1080p; choose 6 seconds or a lower resolution.',
      };
    }
    return { ok: true, value: { ...base, duration } };
  }
  return { ok: true, value: { ...base, duration: ALEPH_SECONDS } };
}

/** What a reimagine video costs: the provider's price for these choices, with the video margin. */
export function reimagineVideoCostMicros(
  tool: ReimagineVideoTool,
  p: Pick<ResolvedVideoParameters, 'quality' | 'resolution' | 'duration'>,
): number {
  if (tool === 'video_reference_ultra') {
    return withMargin(PIXVERSE_MICROS_PER_CLIP[p.quality] * (p.duration === 8 ? 2 : 1));
  }
  if (tool === 'video_reference_ultra_pro') {
    return withMargin(ALEPH_MICROS_PER_SECOND * ALEPH_SECONDS);
  }
  return withMargin((p.resolution === '1080p' ? 80_000 : 45_000) * p.duration);
}

// ---- Audio (spec part 2, sections 3 and 9) -------------------------------------------------

export const AUDIO_TOOLS = ['voice_over', 'song_with_music', 'music'] as const;
export type AudioTool = (typeof AUDIO_TOOLS)[number];

export const AUDIO_LIMITS = {
  textMaxChars: 5000,
  speed: { min: 0.5, max: 2, default: 1 },
  volume: { min: 0, max: 10, default: 1 },
  pitch: { min: -12, max: 12, default: 0 },
  referDuration: { min: 10, max: 60, step: 5, default: 30 },
  musicDuration: { min: 1, max: 30, default: 8 },
  temperature: { min: 0, max: 1.5, default: 1 },
  topK: { min: 0, max: 500, default: 250 },
  topP: { min: 0, max: 1, default: 0 },
  guidance: { min: 1, max: 15, default: 3 },
  lyricsMaxChars: 600,
  promptMaxChars: 1000,
} as const;

export const AUDIO_EMOTIONS = [
  'auto',
  'neutral',
  'happy',
  'sad',
  'angry',
  'fearful',
  'disgusted',
  'surprised',
] as const;
export type AudioEmotion = (typeof AUDIO_EMOTIONS)[number];
export const AUDIO_SAMPLE_RATES = [8000, 16000, 22050, 24000, 32000, 44100] as const;
/** Bits per second; the page labels them 32k, 64k, 128k, 256k as the spec does. */
export const AUDIO_BITRATES = [32000, 64000, 128000, 256000] as const;
export const AUDIO_CHANNELS = ['mono', 'stereo'] as const;
/** The 17 languages MiniMax Speech boosts, plus None and Automatic (spec: default English). */
export const AUDIO_LANGUAGE_BOOSTS = [
  'None',
  'Automatic',
  'Chinese',
  'Chinese,Yue',
  'English',
  'Arabic',
  'Russian',
  'Spanish',
  'French',
  'Portuguese',
  'German',
  'Turkish',
  'Dutch',
  'Ukrainian',
  'Vietnamese',
  'Indonesian',
  'Japanese',
  'Italian',
  'Korean',
] as const;
export type AudioLanguageBoost = (typeof AUDIO_LANGUAGE_BOOSTS)[number];
export const MUSIC_MODEL_VERSIONS = [
  'stereo-melody-large',
  'stereo-large',
  'melody',
  'large',
  'medium',
  'small',
] as const;
export type MusicModelVersion = (typeof MUSIC_MODEL_VERSIONS)[number];
export const AUDIO_FORMATS = ['mp3', 'wav'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export const VOICE_OVER_DEFAULTS = {
  voice_id: 'Wise_Woman',
  speed: 1,
  volume: 1,
  pitch: 0,
  emotion: 'auto',
  sample_rate: 32000,
  bitrate: 128000,
  channel: 'mono',
  language_boost: 'English',
  english_normalization: true,
} as const;

export const MUSIC_DEFAULTS = {
  duration: 8,
  temperature: 1,
  top_k: 250,
  top_p: 0,
  classifier_free_guidance: 3,
  model_version: 'stereo-melody-large',
} as const;

/**
 * The provider behind each audio tool and its price (the spec gives none): Replicate's prices,
 * with the video margin. MusicGen is billed by GPU time; the figure is its A100 time per second
 * of music measured on Replicate's own examples, plus the start of a run.
 */
export const AUDIO_CATALOGUE = {
  voice_over: {
    name: 'Voice over',
    model: 'minimax/speech-02-hd',
    /** $0.10 per 1,000 characters. */
    providerMicrosPerChar: 100,
  },
  song_with_music: {
    name: 'Song with music',
    model: 'minimax/music-01',
    /** $0.035 per song. */
    providerMicrosPerRun: 35_000,
  },
  music: {
    name: 'Music',
    model: 'meta/musicgen',
    /** $0.0014 per A100 second, about 2 s of it per second of music, plus 10 s to start. */
    providerMicrosPerSecond: 2_800,
    providerMicrosPerRun: 14_000,
  },
} as const;

/** What an audio generation costs: by characters for a voice-over, seconds for music. */
export function audioCostMicros(
  tool: AudioTool,
  size: { characters?: number; duration?: number },
): number {
  const c = AUDIO_CATALOGUE;
  if (tool === 'voice_over') {
    return withMargin(c.voice_over.providerMicrosPerChar * Math.max(1, size.characters ?? 1));
  }
  if (tool === 'song_with_music') return withMargin(c.song_with_music.providerMicrosPerRun);
  const seconds = size.duration ?? MUSIC_DEFAULTS.duration;
  return withMargin(c.music.providerMicrosPerRun + c.music.providerMicrosPerSecond * seconds);
}
