import {
  VIDEO_SPEED_BY_ENGINE,
  VIDEO_TIER_DEFINITIONS,
  resolveVideoChoices,
  videoCostMicros,
} from '@atelier/contract';
import type { EngineName, VideoModelsResponse, VideoTier } from '@atelier/contract';
import { microsToCredits } from '../../../lib/format';

/**
 * What to say while a tier renders (message ids). Spec part 1, section 9: Ultra takes about 12 s,
 * the other tiers about 3-4 minutes; those are the cloud provider's timings (issue 48). The local
 * renderer takes seconds, and a server of the operator's own takes what it takes, so no time is
 * promised for it. While the list loads, the engine is not known and the spec's timing is said.
 */
const VIDEO_ESTIMATES: Record<VideoTier, string> = {
  ultra: 'video.estimateUltra',
  ultra_pro: 'video.estimateUltraPro',
  ultra_max: 'video.estimateUltraMax',
};

const ENGINE_ESTIMATES: Partial<Record<EngineName, string>> = {
  local: 'video.estimateLocal',
  self_hosted: 'video.estimateSelfHosted',
};

/** The estimate's message id for a tier served by `engine`; its values are `{tier}`. */
export function videoEstimateId(tier: VideoTier, engine: EngineName | null): string {
  return (engine && ENGINE_ESTIMATES[engine]) ?? VIDEO_ESTIMATES[tier];
}

/** The speeds the server gives a tier that the cloud provider does not serve, as message ids. */
const ENGINE_SPEED_IDS: Record<string, string> = {
  [VIDEO_SPEED_BY_ENGINE.local]: 'video.speedLocal',
  [VIDEO_SPEED_BY_ENGINE.self_hosted]: 'video.speedSelfHosted',
};

/** The contract's words for each tier as message ids; words a server sends of its own stay. */
const TIER_TEXT_IDS: Record<VideoTier, { description: string; speed: string; note: string }> = {
  ultra: {
    description: 'video.ultraDescription',
    speed: 'video.ultraSpeed',
    note: 'video.ultraNote',
  },
  ultra_pro: {
    description: 'video.ultraProDescription',
    speed: 'video.slowSpeed',
    note: 'video.ultraProNote',
  },
  ultra_max: {
    description: 'video.ultraMaxDescription',
    speed: 'video.slowSpeed',
    note: 'video.ultraMaxNote',
  },
};

/** The id of a tier's text when it is the contract's own, else null (show the server's). */
export function tierTextId(
  tier: VideoTier,
  field: 'description' | 'speed' | 'note',
  text: string,
): string | null {
  const contract = VIDEO_TIER_DEFINITIONS[tier];
  const known = field === 'note' ? contract.resolution.note : contract[field];
  if (text === known) return TIER_TEXT_IDS[tier][field];
  return field === 'speed' ? (ENGINE_SPEED_IDS[text] ?? null) : null;
}

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
  engine: EngineName | null;
  tier: VideoTier;
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
    tier,
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
