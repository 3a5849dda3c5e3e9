import {
  IMAGE_DEFAULTS,
  IMAGE_QUALITY_OPTIONS,
  IMAGE_RESOLUTION_OPTIONS,
  IMAGE_TIERS,
  ASPECT_RATIOS,
  DEFAULT_TEXT_MODEL,
  DEFAULT_TEXT_PROVIDER,
  TEXT_PROVIDERS,
  VIDEO_TIERS,
  VIDEO_SPEED_BY_ENGINE,
  VIDEO_TIER_DEFINITIONS,
  imageCostMicros,
  videoBaseMicrosPerSecond,
  videoCostMicros,
  type ImageModelsResponse,
  type TextProvidersResponse,
  type VideoModelsResponse,
} from '@atelier/contract';
import type { Engines } from '../../engines';

/** GET /api/image-models and /api/video-models: the contract's catalogue plus who serves each tier. */

const IMAGE_TEXT = {
  free: {
    name: 'Free',
    description: 'Unlimited images at 1024 x 1024, no credits.',
    speed: 'About 5-15 seconds',
  },
  ultra: {
    name: 'Ultra',
    description: 'Fast, sharp images in any aspect ratio.',
    speed: 'About 5-10 seconds',
  },
  ultra_pro: {
    name: 'Ultra Pro',
    description: 'The most detailed images, best prompt following.',
    speed: 'About 10-15 seconds',
  },
} as const;

export function imageModels(engines: Engines): ImageModelsResponse {
  return {
    models: Object.fromEntries(
      IMAGE_TIERS.map((tier) => {
        const engine = engines.image(tier);
        const free = tier === 'free';
        return [
          tier,
          {
            ...IMAGE_TEXT[tier],
            user_cost: imageCostMicros(tier) / 1_000_000,
            engine: engine.engine,
            model: engine.model,
            resolution_options: free
              ? { standard: pick(IMAGE_RESOLUTION_OPTIONS.standard) }
              : Object.fromEntries(
                  Object.entries(IMAGE_RESOLUTION_OPTIONS).map(([key, o]) => [key, pick(o)]),
                ),
            quality_options: free
              ? { balanced: IMAGE_QUALITY_OPTIONS.balanced }
              : IMAGE_QUALITY_OPTIONS,
            supports_aspect_ratio: !free,
            aspect_ratios: free ? ['1:1'] : [...ASPECT_RATIOS],
            defaults: IMAGE_DEFAULTS,
          },
        ];
      }),
    ),
  };
}

function pick(option: { label: string; multiplier: number }) {
  return { label: option.label, multiplier: option.multiplier };
}

export function videoModels(engines: Engines): VideoModelsResponse {
  return {
    models: Object.fromEntries(
      VIDEO_TIERS.map((tier) => {
        const def = VIDEO_TIER_DEFINITIONS[tier];
        const engine = engines.video(tier);
        return [
          tier,
          {
            name: def.name,
            description: def.description,
            speed: engine.engine === 'provider' ? def.speed : VIDEO_SPEED_BY_ENGINE[engine.engine],
            quality: def.quality,
            user_cost:
              videoCostMicros(tier, def.duration.default, def.resolution.default) / 1_000_000,
            cost_per_second: videoBaseMicrosPerSecond(tier, def.resolution.default) / 1_000_000,
            engine: engine.engine,
            model: engine.model,
            default_duration: def.duration.default,
            default_resolution: def.resolution.default,
            default_fps: def.default_fps,
            customizable: {
              duration: { enabled: def.duration.enabled, default: def.duration.default },
              resolution: { enabled: def.resolution.enabled, default: def.resolution.default },
            },
            duration: def.duration,
            resolution: def.resolution,
          },
        ];
      }),
    ),
  };
}

export function textProviders(engines: Engines): TextProvidersResponse {
  const enabled = new Set(
    engines.text
      .providers()
      .filter((p) => p.enabled)
      .map((p) => p.value),
  );
  return {
    providers: TEXT_PROVIDERS.map((p) => ({ ...p, enabled: enabled.has(p.value) })),
    default_provider: DEFAULT_TEXT_PROVIDER,
    default_model: DEFAULT_TEXT_MODEL,
    translation_available: engines.text.utility() !== null,
  };
}
