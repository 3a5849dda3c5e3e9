import {
  ASPECT_RATIOS,
  IMAGE_DEFAULTS,
  IMAGE_QUALITY_OPTIONS,
  IMAGE_RESOLUTION_OPTIONS,
  IMAGE_RESOLUTIONS,
  imageCostMicros,
} from '@atelier/contract';
import type { ImageModelsResponse, ImageResolution, ImageTier } from '@atelier/contract';
import { microsToCredits } from '../../../lib/format';
import type { SelectOption } from '../../../components/ui/select-field';

type ImageModel = ImageModelsResponse['models'][string];

/** The modes; label and detail are message ids (a paid mode's detail takes its `{cost}`). */
export const IMAGE_MODES: readonly { value: ImageTier; label: string; detail: string }[] = [
  { value: 'free', label: 'image.modeFree', detail: 'image.modeFreeDetail' },
  { value: 'ultra', label: 'image.modeUltra', detail: 'image.modeUltraDetail' },
  { value: 'ultra_pro', label: 'image.modeUltraPro', detail: 'image.modeUltraProDetail' },
];

/** Spec part 1, section 9: how long each mode usually takes (message ids). */
export const IMAGE_ESTIMATES: Record<ImageTier, string> = {
  free: 'image.estimateFree',
  ultra: 'image.estimateUltra',
  ultra_pro: 'image.estimateUltraPro',
};

/** The contract's option labels as message ids; an option the server adds keeps its own label. */
const OPTION_LABELS: Record<string, string> = {
  standard: 'image.resolutionStandard',
  hd: 'image.resolutionHd',
  ultra_hd: 'image.resolutionUltraHd',
  fast: 'image.qualityFast',
  balanced: 'image.qualityBalanced',
  high: 'image.qualityHigh',
};

export function optionLabelId(value: string): string | undefined {
  return OPTION_LABELS[value];
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
