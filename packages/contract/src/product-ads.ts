import { z } from 'zod';
import { eitherMedia } from './common';
import { Analysis, Charged, GENERATION_MESSAGES, OptimizeResponse } from './generation';
import { withMargin } from './generation-catalogue';

/** Spec part 1, section 9: the ad styles, in the order shown; `custom` takes free text. */
export const AD_STYLES = [
  'modern and clean',
  'minimalist',
  'vibrant and energetic',
  'luxury and elegant',
  'vintage',
  'professional',
  'custom',
] as const;
export type AdStyle = (typeof AD_STYLES)[number];

export const PRODUCT_AD_DEFAULTS = {
  target_audience: 'general consumers',
  ad_style: 'modern and clean',
  num_prompts: 1,
  /** The video ad is at most 5 seconds (spec part 1, section 9). */
  video_seconds: 5,
} as const;

export const PRODUCT_AD_LIMITS = { variations: { min: 1, max: 3 } } as const;

/** Spec part 1, section 5. */
export const PRODUCT_AD_MESSAGES = {
  imageAndDescription: 'Please provide both a product image and description.',
  imageRequired: 'Please provide a product image.',
  videoFirst: 'Please generate a video ad first.',
  invalidImageUrl: GENERATION_MESSAGES.invalidImageUrl,
  customStyleRequired: 'Please describe your custom ad style.',
} as const;

/**
 * Prices: the video ad is PixVerse 4.5 image-to-video at 540p for 5 s (0.30); each image ad
 * variation is one FLUX Kontext pro edit of the product photo (0.04). Both with the video margin.
 */
export const PRODUCT_VIDEO_AD_COST_MICROS = withMargin(300_000);
export function productImageAdCostMicros(variations: number): number {
  return withMargin(40_000 * variations);
}

/** The spec's "invalid falls back to 1": anything but a whole 1-3 is 1. */
const variations = z
  .unknown()
  .optional()
  .transform((value) => {
    const count = Number(value);
    return Number.isInteger(count) &&
      count >= PRODUCT_AD_LIMITS.variations.min &&
      count <= PRODUCT_AD_LIMITS.variations.max
      ? count
      : PRODUCT_AD_DEFAULTS.num_prompts;
  });

/** POST /api/product-ads/video/generate: query (as the spec), JSON or multipart fields. */
export const ProductVideoAdFields = z.object({
  user_description: z
    .string()
    .max(2000, { error: 'The description is too long (at most 2000 characters).' })
    .optional(),
});

/** POST /api/product-ads/image/generate: query (as the spec), JSON or multipart fields. */
export const ProductImageAdFields = z.object({
  num_prompts: variations,
  product_description: z
    .string()
    .max(2000, { error: 'The product description is too long (at most 2000 characters).' })
    .optional(),
  target_audience: z
    .string()
    .max(200, { error: 'The target audience is too long (at most 200 characters).' })
    .optional(),
  ad_style: z
    .enum(AD_STYLES, { error: `ad_style must be one of ${AD_STYLES.join(', ')}` })
    .default(PRODUCT_AD_DEFAULTS.ad_style),
  custom_style: z
    .string()
    .max(300, { error: 'The custom style is too long (at most 300 characters).' })
    .optional(),
});

/**
 * The JSON bodies as the document shows them: the fields, the product image as a data URL or a
 * link (`product_image` or `product_image_url`, the first read when both are), and what each
 * form needs. The handlers refuse the same with the spec's messages, in the spec's order (the
 * image first); only the document reads these schemas.
 */
const productImages = eitherMedia('product_image', 'product_image_url');

/** The video ad needs the image and a description (spec part 1, section 5). */
export const ProductVideoAdBody = z.union(
  productImages.map((image): z.ZodObject =>
    ProductVideoAdFields.extend({
      user_description: z
        .string({ error: PRODUCT_AD_MESSAGES.imageAndDescription })
        .trim()
        .min(1, { error: PRODUCT_AD_MESSAGES.imageAndDescription })
        .max(2000, { error: 'The description is too long (at most 2000 characters).' }),
      ...image,
    }),
  ) as [z.ZodObject, z.ZodObject],
);
export type ProductVideoAdBody = z.input<typeof ProductVideoAdBody>;

/** A custom style needs its description; the listed styles need none. */
const adStyles = [
  {
    ad_style: z.literal('custom'),
    custom_style: z
      .string({ error: PRODUCT_AD_MESSAGES.customStyleRequired })
      .trim()
      .min(1, { error: PRODUCT_AD_MESSAGES.customStyleRequired })
      .max(300, { error: 'The custom style is too long (at most 300 characters).' }),
  },
  {
    ad_style: z
      .enum(AD_STYLES.filter((style) => style !== 'custom') as [string, ...string[]])
      .default(PRODUCT_AD_DEFAULTS.ad_style),
  },
];

export const ProductImageAdBody = z.union(
  productImages.flatMap((image) =>
    adStyles.map((style): z.ZodObject => ProductImageAdFields.extend({ ...image, ...style })),
  ) as [z.ZodObject, z.ZodObject, ...z.ZodObject[]],
);
export type ProductImageAdBody = z.input<typeof ProductImageAdBody>;

export const ProductVideoAdResponse = z.object({
  success: z.literal(true),
  video_url: z.string(),
  download_url: z.string(),
  download_name: z.string(),
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  ...Charged,
});
export type ProductVideoAdResponse = z.infer<typeof ProductVideoAdResponse>;

export const ProductImageAdResponse = z.object({
  success: z.literal(true),
  image_urls: z.array(z.string()),
  downloads: z.array(z.object({ url: z.string(), name: z.string() })),
  num_variations: z.number().int(),
  /** The ad concept each image was made from, in the same order. */
  concepts: z.array(z.string()),
  ...Charged,
});
export type ProductImageAdResponse = z.infer<typeof ProductImageAdResponse>;

/** POST /api/product-ads/{video,image}/optimize, with the spec's messages for a missing output. */
export const ProductVideoOptimizeBody = z.object({
  prompt: z.string().trim().min(1, { error: PRODUCT_AD_MESSAGES.imageAndDescription }).max(4000),
  output_type: z.literal('product_video').default('product_video'),
  output_url: z
    .string({ error: PRODUCT_AD_MESSAGES.videoFirst })
    .trim()
    .min(1, { error: PRODUCT_AD_MESSAGES.videoFirst })
    .max(2000),
});
export const ProductImageOptimizeBody = z.object({
  prompt: z.string().trim().min(1, { error: PRODUCT_AD_MESSAGES.imageRequired }).max(4000),
  output_type: z.literal('product_image').default('product_image'),
  output_url: z
    .string({ error: PRODUCT_AD_MESSAGES.invalidImageUrl })
    .trim()
    .min(1, { error: PRODUCT_AD_MESSAGES.invalidImageUrl })
    .max(2000),
});

/** Spec part 1, section 3: the product ad analysis adds these names to the optimise analysis. */
export const ProductAdAnalysis = Analysis.extend({
  effectiveness_score: z.number().min(0).max(100),
  works_well: z.array(z.string()),
  suggested_descriptions: z
    .object({ basic: z.string(), enhanced: z.string(), creative: z.string() })
    .optional(),
  suggested_concepts: z.object({ basic: z.string(), enhanced: z.string() }).optional(),
});
export type ProductAdAnalysis = z.infer<typeof ProductAdAnalysis>;

export const ProductAdOptimizeResponse = OptimizeResponse.extend({ analysis: ProductAdAnalysis });
export type ProductAdOptimizeResponse = z.infer<typeof ProductAdOptimizeResponse>;
