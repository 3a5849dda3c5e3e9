import type { PromptFormat } from './builder-types';

export interface PromptSkeleton {
  id: string;
  /** Message ids; the prompt itself stays English, the language image and video tools read best. */
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
      title: 'promptBuilder.portrait',
      description: 'promptBuilder.portraitDescription',
      text: 'A [style] portrait of [subject], [expression] expression, [lighting] lighting, [background] background, shallow depth of field, highly detailed, 85mm lens',
    },
    {
      id: 'product-shot',
      title: 'promptBuilder.productShot',
      description: 'promptBuilder.productShotDescription',
      text: 'Professional product photo of [product] on [surface], soft [lighting] studio lighting, [color palette] colour palette, sharp focus, commercial photography, 4k',
    },
    {
      id: 'landscape',
      title: 'promptBuilder.landscape',
      description: 'promptBuilder.landscapeDescription',
      text: 'A breathtaking [time of day] landscape of [location], [weather], [style] style, wide-angle composition, rich colours, ultra detailed',
    },
    {
      id: 'illustration',
      title: 'promptBuilder.illustration',
      description: 'promptBuilder.illustrationDescription',
      text: 'A [style] illustration of [subject] in [colour] tones, clean lines, [mood] mood, plain [background colour] background',
    },
    {
      id: 'concept-art',
      title: 'promptBuilder.conceptArt',
      description: 'promptBuilder.conceptArtDescription',
      text: 'Epic concept art of [character] in [setting], [mood] atmosphere, dramatic [lighting], digital painting, intricate detail',
    },
    {
      id: 'food',
      title: 'promptBuilder.food',
      description: 'promptBuilder.foodDescription',
      text: 'Overhead photo of [dish] on a [table surface], natural window light, garnished with [garnish], appetising, shallow depth of field',
    },
  ],
  video: [
    {
      id: 'product-showcase',
      title: 'promptBuilder.productShowcase',
      description: 'promptBuilder.productShowcaseDescription',
      text: 'A [duration] product video of [product] rotating slowly on [surface], [camera movement] camera, [lighting] lighting, smooth motion, premium commercial look',
    },
    {
      id: 'cinematic-scene',
      title: 'promptBuilder.cinematicScene',
      description: 'promptBuilder.cinematicSceneDescription',
      text: 'Cinematic shot of [subject] [action] in [location], [camera movement], [time of day] light, film grain, shallow depth of field, 24fps',
    },
    {
      id: 'time-lapse',
      title: 'promptBuilder.timeLapse',
      description: 'promptBuilder.timeLapseDescription',
      text: 'Time-lapse of [scene] from [start time] to [end time], static wide shot, [weather], vivid colours, smooth transitions',
    },
    {
      id: 'character-animation',
      title: 'promptBuilder.characterAnimation',
      description: 'promptBuilder.characterAnimationDescription',
      text: '[animation style] animation of [character] [action], [background], expressive motion, [transition] transitions',
    },
    {
      id: 'social-ad',
      title: 'promptBuilder.socialAd',
      description: 'promptBuilder.socialAdDescription',
      text: 'A vertical [duration] social ad for [product]: open on [hook], show [key benefit], end on [call to action], fast cuts, upbeat mood',
    },
    {
      id: 'drone-flyover',
      title: 'promptBuilder.droneFlyover',
      description: 'promptBuilder.droneFlyoverDescription',
      text: 'Aerial drone flyover of [location] at [time of day], slow forward tracking shot, [weather], epic scale, stable motion',
    },
  ],
};
