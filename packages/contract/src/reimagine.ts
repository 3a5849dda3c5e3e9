import { z } from 'zod';
import {
  REIMAGINE_VIDEO_ASPECT_RATIOS,
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
import { MediaReference } from './common';
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

/** The JSON body: the fields plus the images as data URLs or links. */
export const ReimagineImageBody = ReimagineImageFields.extend({
  image: MediaReference.optional(),
  image_url: MediaReference.optional(),
  reference_images: z.array(MediaReference).max(3).optional(),
});
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

export const ReimagineAnalysisBody = ReimagineAnalysisFields.extend({
  image: MediaReference.optional(),
  image_url: MediaReference.optional(),
});
export type ReimagineAnalysisBody = z.input<typeof ReimagineAnalysisBody>;

export const ReimagineAnalysisResponse = z.object({
  success: z.literal(true),
  tool: z.enum(REIMAGINE_ANALYSIS_TOOLS),
  analysis: z.string(),
  ...Charged,
});
export type ReimagineAnalysisResponse = z.infer<typeof ReimagineAnalysisResponse>;

const oneOfNumbers = (name: string, values: readonly number[]) =>
  z
    .number({ error: `${name} must be ${values.join(' or ')}` })
    .refine((value) => values.includes(value), { error: `${name} must be ${values.join(' or ')}` });

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

export const ReimagineVideoBody = ReimagineVideoFields.extend({
  image: MediaReference.optional(),
  end_image: MediaReference.optional(),
  video: MediaReference.optional(),
  video_url: MediaReference.optional(),
});
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
