import { VIDEO_TIER_DEFINITIONS, resolveVideoChoices, videoCostMicros } from '@atelier/contract';
import type { VideoModelsResponse, VideoTier } from '@atelier/contract';
import { microsToCredits } from '../shared/format';

export const VIDEO_FAILED = 'Failed to generate video';

/** Spec part 1, section 9: Ultra takes about 12 s; the other tiers about 3-4 minutes. */
export const VIDEO_ESTIMATES: Record<VideoTier, string> = {
  ultra: 'Generating your Ultra video... This usually takes about 12 seconds.',
  ultra_pro:
    'Generating your Ultra Pro video... This takes about 3-4 minutes. You can keep working; it will appear in My creations.',
  ultra_max:
    'Generating your Ultra Max video... This takes about 3-4 minutes. You can keep working; it will appear in My creations.',
};

export interface VideoChoices {
  duration: number;
  resolution: string;
  fps: number;
}

export interface TierOptions {
  name: string;
  description: string;
  speed: string;
  durations: number[];
  resolutions: { value: string; label: string }[];
  /** Only the ultra tier lets the frame rate be chosen; null elsewhere. */
  fpsOptions: number[] | null;
  note: string;
  engine: 'local' | 'provider' | null;
}

/** A tier's choices as the server lists them, or the contract's while the list loads or fails. */
export function tierOptions(
  tier: VideoTier,
  models: VideoModelsResponse['models'] | undefined,
): TierOptions {
  const config = models?.[tier] ?? VIDEO_TIER_DEFINITIONS[tier];
  const fps = config.duration.fps_options;
  return {
    name: config.name,
    description: config.description,
    speed: config.speed,
    durations: config.duration.options,
    resolutions: config.resolution.options.map((option) => ({
      value: option.value,
      label: option.display,
    })),
    fpsOptions: tier === 'ultra' && fps && fps.length > 0 ? fps : null,
    note: config.resolution.note,
    engine: models?.[tier]?.engine ?? null,
  };
}

/**
 * Spec part 1, section 4: a new tier takes its own choices; what the tier does not offer, or
 * what was never set, falls back to the tier's defaults (the same rule the server applies).
 */
export function choicesForTier(tier: VideoTier, wanted: Partial<VideoChoices>): VideoChoices {
  const resolved = resolveVideoChoices(tier, wanted);
  return {
    duration: resolved.duration,
    resolution: resolved.resolution.value,
    fps: resolved.fps,
  };
}

export function videoCost(tier: VideoTier, choices: VideoChoices): number {
  return microsToCredits(videoCostMicros(tier, choices.duration, choices.resolution));
}
