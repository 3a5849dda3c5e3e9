import type { AdStyle } from '@atelier/contract';
import { z } from 'zod';
import type { TextEngine } from '../../engines/types';
import { AppError } from '../../lib/errors';

export interface AdBrief {
  product: string;
  audience: string;
  style: AdStyle;
  /** The user's words when the style is `custom`. */
  customStyle?: string;
  count: number;
}

export interface AdConcept {
  headline: string;
  tagline: string;
  /** Where and how the product is shown. */
  scene: string;
}

/** Three distinct settings per style, in the order the variations take them. */
const SCENES: Record<Exclude<AdStyle, 'custom'>, string[]> = {
  'modern and clean': [
    'on a white stone plinth in soft daylight, clean negative space around it',
    'floating above a pale backdrop with a crisp shadow',
    'in a bright studio with a single accent colour behind it',
  ],
  minimalist: [
    'alone on an off-white surface, one soft shadow, nothing else',
    'centred on a pale grey field with generous empty space',
    'on a thin shelf against a plain wall in gentle side light',
  ],
  'vibrant and energetic': [
    'bursting from a splash of bold colour with dynamic motion lines',
    'on a neon gradient with confetti and high-contrast light',
    'mid-air against a saturated pop-art background',
  ],
  'luxury and elegant': [
    'on black velvet with a warm golden rim light',
    'on polished marble with soft reflections and candle glow',
    'in a dark boutique display with a single spotlight',
  ],
  vintage: [
    'on a worn wooden table in warm film-grain light',
    'in a retro poster layout with faded cream tones',
    'beside old books and brass objects in sepia light',
  ],
  professional: [
    'on a sleek desk in a modern office, cool even light',
    'on a dark slate background with precise studio lighting',
    'in a clean product-catalogue layout with a neutral grey backdrop',
  ],
};

const TAGLINES: Record<Exclude<AdStyle, 'custom'>, string> = {
  'modern and clean': 'Simply better, every day',
  minimalist: 'Less, but better',
  'vibrant and energetic': 'Turn it up',
  'luxury and elegant': 'Made to be treasured',
  vintage: 'Timeless, like the originals',
  professional: 'Built for work that matters',
};

/** The product's name for a headline: its first phrase, at most six words, in title case. */
function headlineOf(product: string, variation: number): string {
  const phrase = product.split(/[.,;:!?\n]/)[0]?.trim() || 'Your product';
  const words = phrase.split(/\s+/).slice(0, 6);
  const title = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return ['', 'Meet the ', 'Discover '][variation % 3] + title;
}

/**
 * Concepts written locally when no text provider is on: the style's settings in turn, the
 * product's own words as the headline, the audience in the tagline. A template, not AI writing.
 */
export function composeAdConcepts(brief: AdBrief): AdConcept[] {
  const style = brief.style === 'custom' ? 'modern and clean' : brief.style;
  return Array.from({ length: brief.count }, (_, index) => ({
    headline: headlineOf(brief.product, index),
    tagline: `${TAGLINES[style]}, for ${brief.audience}`,
    scene:
      brief.style === 'custom'
        ? `${brief.customStyle ?? 'in a setting of your style'}${index ? `, variation ${index + 1}` : ''}`
        : SCENES[style][index % 3],
  }));
}

const Concepts = z.array(
  z.object({
    headline: z.string().min(1).max(120),
    tagline: z.string().min(1).max(200),
    scene: z.string().min(1).max(600),
  }),
);

/** Concepts from a text model: a JSON list, read strictly (an unreadable answer fails the job). */
export async function writeAdConcepts(
  brief: AdBrief,
  model: TextEngine,
  signal: AbortSignal,
): Promise<AdConcept[]> {
  const style = brief.style === 'custom' ? (brief.customStyle ?? 'custom') : brief.style;
  const answer = await model.generate(
    {
      system:
        'You are an advertising art director. Answer only with a JSON array, no prose and no code fence.',
      prompt: [
        `Write ${brief.count} distinct ad concepts for an image ad.`,
        `Product: ${brief.product}`,
        `Target audience: ${brief.audience}`,
        `Ad style: ${style}`,
        'Each item: {"headline": at most 8 words, "tagline": at most 12 words, "scene": one sentence describing the setting, light and composition around the unchanged product}.',
      ].join('\n'),
      maxOutputTokens: 700,
    },
    { signal },
  );
  const json = answer.replace(/^```(?:json)?\s*|\s*```$/g, '').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = null;
  }
  const concepts = Concepts.safeParse(parsed);
  if (!concepts.success || concepts.data.length < brief.count) {
    throw new AppError('UNAVAILABLE', `${model.model} did not answer readable ad concepts`);
  }
  return concepts.data.slice(0, brief.count);
}

/** What the image model is asked to make of the product photo for one concept. */
export function imagePromptOf(concept: AdConcept, brief: AdBrief): string {
  return [
    'Advertising photo of this exact product, keeping its shape, colours, label and text unchanged:',
    `${concept.scene}.`,
    `Style: ${brief.style === 'custom' ? (brief.customStyle ?? 'custom') : brief.style}. Audience: ${brief.audience}.`,
    'Leave clean space for a headline.',
  ].join(' ');
}
