import {
  ASPECT_RATIOS,
  IMAGE_DEFAULTS,
  IMAGE_QUALITY_OPTIONS,
  IMAGE_RESOLUTION_OPTIONS,
  IMAGE_RESOLUTIONS,
  imageCostMicros,
} from '@atelier/contract';
import type { ImageModelsResponse, ImageResolution, ImageTier } from '@atelier/contract';
import { formatCost, microsToCredits } from '../shared/format';
import type { SelectOption } from '../../../components/ui/select-field';

type ImageModel = ImageModelsResponse['models'][string];

export const IMAGE_MODES: readonly { value: ImageTier; label: string; detail: string }[] = [
  { value: 'free', label: 'Free', detail: 'Unlimited, no credits needed' },
  { value: 'ultra', label: 'Ultra', detail: 'Sharper detail, quick' },
  { value: 'ultra_pro', label: 'Ultra Pro', detail: 'The best quality we offer' },
];

/** Spec part 1, section 9: how long each mode usually takes. */
export const IMAGE_ESTIMATES: Record<ImageTier, string> = {
  free: 'Generating your free image... This usually takes about 5-15 seconds.',
  ultra: 'Generating your Ultra image... This usually takes about 5-10 seconds.',
  ultra_pro: 'Generating your Ultra Pro image... This usually takes about 10-15 seconds.',
};

export const IMAGE_FAILED = 'Failed to generate image';
export const INSUFFICIENT_LABEL = 'Insufficient Credits - Buy More';

export function insufficientForImage(cost: number, balance: number): string {
  return `Insufficient credits. You need approximately ${formatCost(cost)} credits but have ${formatCost(balance)}. Please purchase more credits.`;
}

export interface ImageOptions {
  resolution: string;
  quality: string;
  aspect_ratio: string;
}

export const DEFAULT_IMAGE_OPTIONS: ImageOptions = { ...IMAGE_DEFAULTS };

/** The server's option lists for a tier, or the contract's while they load (or if they fail). */
export function imageChoices(model: ImageModel | undefined): {
  resolutions: SelectOption[];
  qualities: SelectOption[];
  aspectRatios: SelectOption[] | null;
} {
  const resolutions = model?.resolution_options ?? IMAGE_RESOLUTION_OPTIONS;
  const qualities = model?.quality_options ?? IMAGE_QUALITY_OPTIONS;
  const supportsAspect = model?.supports_aspect_ratio ?? true;
  const aspects = model?.aspect_ratios ?? ASPECT_RATIOS;
  return {
    resolutions: Object.entries(resolutions).map(([value, option]) => ({
      value,
      label: option.label,
    })),
    qualities: Object.entries(qualities).map(([value, option]) => ({ value, label: option.label })),
    aspectRatios: supportsAspect ? aspects.map((value) => ({ value, label: value })) : null,
  };
}

/** What one image costs in credits: the tier's price times the resolution's multiplier. */
export function imageCost(tier: ImageTier, resolution: string): number {
  const known = (IMAGE_RESOLUTIONS as readonly string[]).includes(resolution);
  return microsToCredits(
    imageCostMicros(tier, known ? (resolution as ImageResolution) : IMAGE_DEFAULTS.resolution),
  );
}
