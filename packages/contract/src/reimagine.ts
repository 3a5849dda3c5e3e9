import { z } from 'zod';
import {
  REIMAGINE_IMAGE_CATALOGUE,
  REIMAGINE_VIDEO_ASPECT_RATIOS,
  REIMAGINE_VIDEO_CATALOGUE,
  REIMAGINE_VIDEO_QUALITIES,
  REIMAGINE_VIDEO_RESOLUTIONS,
  REIMAGINE_VIDEO_TOOLS,
  VIDEO_EFFECTS,
  REIMAGINE_ANALYSIS_TOOLS,
  REIMAGINE_ASPECT_RATIOS,
  REIMAGINE_IMAGE_DEFAULTS,
  REIMAGINE_IMAGE_TOOLS,
  REIMAGINE_LIMITS,
  REIMAGINE_OUTPUT_FORMATS,
  REIMAGINE_QUALITIES,
} from './generation-catalogue';
import { eitherMedia, MediaReference } from './common';
import { Charged } from './generation';

/** Spec part 2, sections 5 and 8. */
export const REIMAGINE_MESSAGES = {
  referenceRequired: 'Please provide at least one reference image',
  tooManyReferences: 'At most 3 reference images are allowed',
  imageRequired: 'Please provide an image (upload or URL)',
  videoRequired: 'Please provide a video (upload or URL)',
  promptRequired: 'Please provide a prompt',
  analysisPromptRequired: 'Please provide an analysis prompt (e.g., "What is in this image?")',
  imageFailed: 'Failed to generate image',
  videoFailed: 'Failed to generate video',
  analysisFailed: 'Failed to analyze image',
  analysisDone: 'Analysis completed!',
} as const;

const between = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` });
const wholeBetween = (name: string, min: number, max: number) =>
  between(name, min, max).int({ error: `${name} must be a whole number` });
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });

const L = REIMAGINE_LIMITS;

/** The spec's image parameters (part 2, section 3), each against its range (section 9). */
export const ReimagineImageParameters = z.strictObject({
  seed: wholeBetween('seed', 0, 2 ** 31).optional(),
  aspect_ratio: oneOf('aspect_ratio', REIMAGINE_ASPECT_RATIOS).default(
    REIMAGINE_IMAGE_DEFAULTS.aspect_ratio,
  ),
  output_format: oneOf('output_format', REIMAGINE_OUTPUT_FORMATS).default(
    REIMAGINE_IMAGE_DEFAULTS.output_format,
  ),
  safety_tolerance: wholeBetween('safety_tolerance', L.safety.min, L.safety.max).default(
    REIMAGINE_IMAGE_DEFAULTS.safety_tolerance,
  ),
  width: wholeBetween('width', 256, 2048).optional(),
  height: wholeBetween('height', 256, 2048).optional(),
  num_inference_steps: wholeBetween('num_inference_steps', L.steps.min, L.steps.max).default(
    REIMAGINE_IMAGE_DEFAULTS.num_inference_steps,
  ),
  num_outputs: wholeBetween('num_outputs', L.outputs.min, L.outputs.max).optional(),
  number_of_images: wholeBetween('number_of_images', L.outputs.min, L.outputs.max).optional(),
  aesthetic_range: between('aesthetic_range', L.aesthetic.min, L.aesthetic.max).optional(),
  negative_prompt: z
    .string()
    .max(1000, { error: 'negative_prompt is too long (at most 1000 characters)' })
    .optional(),
  prompt_optimizer: z.boolean({ error: 'prompt_optimizer must be true or false' }).optional(),
  strength: between('strength', L.strength.min, L.strength.max).default(
    REIMAGINE_IMAGE_DEFAULTS.strength,
  ),
  guidance_scale: between('guidance_scale', L.guidance.min, L.guidance.max).default(
    REIMAGINE_IMAGE_DEFAULTS.guidance_scale,
  ),
  quality: oneOf('quality', REIMAGINE_QUALITIES).default(REIMAGINE_IMAGE_DEFAULTS.quality),
});
export type ReimagineImageParameters = z.output<typeof ReimagineImageParameters>;

/**
 * POST /api/reimagine/generate, as JSON (images as data URLs or http(s) URLs) or multipart
 * (images as file parts, `parameters` as a JSON text field). The images are read by the server's
 * media-input module; this schema covers the other fields.
 */
export const ReimagineImageFields = z.object({
  tool_type: oneOf('tool_type', REIMAGINE_IMAGE_TOOLS),
  prompt: z
    .string()
    .max(4000, { error: 'The prompt is too long (at most 4000 characters).' })
    .optional(),
  parameters: ReimagineImageParameters.default(() => ReimagineImageParameters.parse({})),
});
export type ReimagineImageFields = z.input<typeof ReimagineImageFields>;

/**
 * A tool's prompt and files as the document shows them: the handler refuses a blank prompt and a
 * missing file with the spec's messages, in the spec's order (the files first), after the fields
 * above; the document says the same in one place. Only the document reads these schemas.
 */
const requiredPrompt = (max: number, message: string = REIMAGINE_MESSAGES.promptRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `The prompt is too long (at most ${max} characters).` });

/** A file field the tool does not read: text, left alone. */
const UNREAD = z.string().describe('Not read by this tool');

const SINGLE_IMAGE_TOOLS = REIMAGINE_IMAGE_TOOLS.filter(
  (tool) => REIMAGINE_IMAGE_CATALOGUE[tool].input === 'single',
) as [string, ...string[]];
const REFERENCE_TOOLS = REIMAGINE_IMAGE_TOOLS.filter(
  (tool) => REIMAGINE_IMAGE_CATALOGUE[tool].input === 'references',
) as [string, ...string[]];

/**
 * The JSON body, one form per kind of tool: an edit takes the image (`image` or `image_url`), a
 * combination one to three `reference_images`; each needs a prompt.
 */
export const ReimagineImageBody = z.union([
  ...eitherMedia('image', 'image_url').map((files) =>
    ReimagineImageFields.extend({
      tool_type: oneOf('tool_type', SINGLE_IMAGE_TOOLS),
      prompt: requiredPrompt(4000),
      ...files,
      reference_images: z.array(UNREAD).max(REIMAGINE_LIMITS.references.max).optional(),
    }),
  ),
  ReimagineImageFields.extend({
    tool_type: oneOf('tool_type', REFERENCE_TOOLS),
    prompt: requiredPrompt(4000),
    image: UNREAD.optional(),
    image_url: UNREAD.optional(),
    reference_images: z
      .array(MediaReference)
      .min(REIMAGINE_LIMITS.references.min)
      .max(REIMAGINE_LIMITS.references.max),
  }),
]);
export type ReimagineImageBody = z.input<typeof ReimagineImageBody>;

export const ReimagineImageResponse = z.object({
  success: z.literal(true),
  tool: z.enum(REIMAGINE_IMAGE_TOOLS),
  image_url: z.string(),
  image_urls: z.array(z.string()),
  download_url: z.string(),
  download_name: z.string(),
  downloads: z.array(z.object({ url: z.string(), name: z.string() })),
  width: z.number().int(),
  height: z.number().int(),
  output_format: z.string(),
  ...Charged,
});
export type ReimagineImageResponse = z.infer<typeof ReimagineImageResponse>;

/** POST /api/reimagine/analyze-image: the fields beside the image (`image` or `image_url`). */
export const ReimagineAnalysisFields = z.object({
  tool_type: oneOf('tool_type', REIMAGINE_ANALYSIS_TOOLS).default('image_analysis'),
  prompt: z
    .string()
    .max(2000, { error: 'The analysis prompt is too long (at most 2000 characters).' })
    .optional(),
});

/** The JSON body: the image (`image` or `image_url`) and the question about it. */
export const ReimagineAnalysisBody = z.union(
  eitherMedia('image', 'image_url').map((files): z.ZodObject =>
    ReimagineAnalysisFields.extend({
      prompt: requiredPrompt(2000, REIMAGINE_MESSAGES.analysisPromptRequired),
      ...files,
    }),
  ) as [z.ZodObject, z.ZodObject],
);
export type ReimagineAnalysisBody = z.input<typeof ReimagineAnalysisBody>;

export const ReimagineAnalysisResponse = z.object({
  success: z.literal(true),
  tool: z.enum(REIMAGINE_ANALYSIS_TOOLS),
  analysis: z.string(),
  ...Charged,
});
export type ReimagineAnalysisResponse = z.infer<typeof ReimagineAnalysisResponse>;

const oneOfNumbers = (name: string, values: readonly [number, ...number[]]) =>
  z.literal(values, { error: `${name} must be ${values.join(' or ')}` });

/** The spec's video parameters (part 2, section 3), each against its list (section 9). */
export const ReimagineVideoParameters = z.strictObject({
  aspect_ratio: oneOf('aspect_ratio', REIMAGINE_VIDEO_ASPECT_RATIOS).optional(),
  quality: oneOf('quality', REIMAGINE_VIDEO_QUALITIES).optional(),
  duration: oneOfNumbers('duration', [5, 8]).optional(),
  negative_prompt: z
    .string()
    .max(1000, { error: 'negative_prompt is too long (at most 1000 characters)' })
    .optional(),
  effect: oneOf('effect', VIDEO_EFFECTS).optional(),
  resolution: oneOf('resolution', REIMAGINE_VIDEO_RESOLUTIONS).optional(),
  length: oneOfNumbers('length', [6, 10]).optional(),
  prompt_optimizer: z.boolean({ error: 'prompt_optimizer must be true or false' }).optional(),
  seed: wholeBetween('seed', 0, 2 ** 31).optional(),
});
export type ReimagineVideoParameters = z.output<typeof ReimagineVideoParameters>;

/** POST /api/reimagine/generate-video: the fields beside `image`, `end_image`, `video_url`. */
export const ReimagineVideoFields = z.object({
  tool_type: oneOf('tool_type', REIMAGINE_VIDEO_TOOLS),
  prompt: z
    .string()
    .max(4000, { error: 'The prompt is too long (at most 4000 characters).' })
    .optional(),
  parameters: ReimagineVideoParameters.default({}),
});

/**
 * A video tool's parameters as the document shows them: its own aspect ratios, and not the
 * combinations that do not exist (`resolveVideoParameters`: 8 s at 1080p, 10 s at 1080p).
 */
function videoParametersOf(tool: (typeof REIMAGINE_VIDEO_TOOLS)[number]) {
  const ratios = REIMAGINE_VIDEO_CATALOGUE[tool].aspectRatios as [string, ...string[]];
  const own = ReimagineVideoParameters.extend({
    aspect_ratio: oneOf('aspect_ratio', ratios).optional(),
  });
  const below1080 = <T extends readonly string[]>(values: T) =>
    values.filter((value) => value !== '1080p') as [string, ...string[]];
  if (tool === 'video_reference_ultra') {
    return z.union([
      own.extend({ duration: z.literal(5).optional() }),
      own.extend({ quality: z.enum(below1080(REIMAGINE_VIDEO_QUALITIES)).optional() }),
    ]);
  }
  if (tool === 'video_reference_ultra_pro_max') {
    return z.union([
      own.extend({ length: z.literal(6).optional() }),
      own.extend({ resolution: z.enum(below1080(REIMAGINE_VIDEO_RESOLUTIONS)).optional() }),
    ]);
  }
  return own;
}

/**
 * The JSON body, one form per tool: the restyle tool takes the user's video (`video` or
 * `video_url`) and an optional prompt; the others a prompt and optional start and end images.
 */
export const ReimagineVideoBody = z.union(
  REIMAGINE_VIDEO_TOOLS.flatMap((tool): z.ZodObject[] => {
    const fields = ReimagineVideoFields.extend({
      tool_type: z.literal(tool),
      parameters: videoParametersOf(tool).optional(),
    });
    if (REIMAGINE_VIDEO_CATALOGUE[tool].input === 'video') {
      return eitherMedia('video', 'video_url').map((files) =>
        fields.extend({ ...files, image: UNREAD.optional(), end_image: UNREAD.optional() }),
      );
    }
    return [
      fields.extend({
        prompt: requiredPrompt(4000),
        image: MediaReference.optional(),
        end_image: MediaReference.optional(),
        video: UNREAD.optional(),
        video_url: UNREAD.optional(),
      }),
    ];
  }) as [z.ZodObject, z.ZodObject, ...z.ZodObject[]],
);
export type ReimagineVideoBody = z.input<typeof ReimagineVideoBody>;

export const ReimagineVideoResponse = z.object({
  success: z.literal(true),
  tool: z.enum(REIMAGINE_VIDEO_TOOLS),
  video_url: z.string(),
  download_url: z.string(),
  download_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  duration: z.number(),
  ...Charged,
});
export type ReimagineVideoResponse = z.infer<typeof ReimagineVideoResponse>;
