import type { PromptFormat } from './builder-types';

export interface PromptSkeleton {
  id: string;
  title: string;
  description: string;
  /** Ready to use once its [variables] are filled in. */
  text: string;
}

/** The template method's ready prompts, per format; the user fills in the [variables]. */
export const PROMPT_SKELETONS: Record<PromptFormat, readonly PromptSkeleton[]> = {
  image: [
    {
      id: 'portrait',
      title: 'Portrait',
      description: 'A person or character, close up.',
      text: 'A [style] portrait of [subject], [expression] expression, [lighting] lighting, [background] background, shallow depth of field, highly detailed, 85mm lens',
    },
    {
      id: 'product-shot',
      title: 'Product shot',
      description: 'A clean commercial photo of a product.',
      text: 'Professional product photo of [product] on [surface], soft [lighting] studio lighting, [color palette] colour palette, sharp focus, commercial photography, 4k',
    },
    {
      id: 'landscape',
      title: 'Landscape',
      description: 'A wide scenic view.',
      text: 'A breathtaking [time of day] landscape of [location], [weather], [style] style, wide-angle composition, rich colours, ultra detailed',
    },
    {
      id: 'illustration',
      title: 'Illustration',
      description: 'Flat or stylised artwork.',
      text: 'A [style] illustration of [subject] in [colour] tones, clean lines, [mood] mood, plain [background colour] background',
    },
    {
      id: 'concept-art',
      title: 'Fantasy concept art',
      description: 'Characters and worlds for stories and games.',
      text: 'Epic concept art of [character] in [setting], [mood] atmosphere, dramatic [lighting], digital painting, intricate detail',
    },
    {
      id: 'food',
      title: 'Food photography',
      description: 'Appetising dishes from above or at table height.',
      text: 'Overhead photo of [dish] on a [table surface], natural window light, garnished with [garnish], appetising, shallow depth of field',
    },
  ],
  video: [
    {
      id: 'product-showcase',
      title: 'Product showcase',
      description: 'A product turning in the light.',
      text: 'A [duration] product video of [product] rotating slowly on [surface], [camera movement] camera, [lighting] lighting, smooth motion, premium commercial look',
    },
    {
      id: 'cinematic-scene',
      title: 'Cinematic scene',
      description: 'A film-like moment with a subject in action.',
      text: 'Cinematic shot of [subject] [action] in [location], [camera movement], [time of day] light, film grain, shallow depth of field, 24fps',
    },
    {
      id: 'time-lapse',
      title: 'Nature time-lapse',
      description: 'Time passing over a scene.',
      text: 'Time-lapse of [scene] from [start time] to [end time], static wide shot, [weather], vivid colours, smooth transitions',
    },
    {
      id: 'character-animation',
      title: 'Character animation',
      description: 'An animated character doing something.',
      text: '[animation style] animation of [character] [action], [background], expressive motion, [transition] transitions',
    },
    {
      id: 'social-ad',
      title: 'Social media ad',
      description: 'A short vertical ad with a hook and a call to action.',
      text: 'A vertical [duration] social ad for [product]: open on [hook], show [key benefit], end on [call to action], fast cuts, upbeat mood',
    },
    {
      id: 'drone-flyover',
      title: 'Drone flyover',
      description: 'An aerial shot over a place.',
      text: 'Aerial drone flyover of [location] at [time of day], slow forward tracking shot, [weather], epic scale, stable motion',
    },
  ],
};
