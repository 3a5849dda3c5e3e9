import {
  audioCostMicros,
  imageCostMicros,
  MUSIC_DEFAULTS,
  PRODUCT_VIDEO_AD_COST_MICROS,
  productImageAdCostMicros,
  REIMAGINE_ANALYSIS_COST_MICROS,
  reimagineImageCostMicros,
  reimagineVideoCostMicros,
  resolveVideoParameters,
  resolveVideoChoices,
  textCostMicros,
  videoCostMicros,
  OPTIMIZE_COST_MICROS,
  type QuoteBody,
  type QuoteResponse,
} from '@atelier/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Engines } from '../../engines';
import { AppError } from '../../lib/errors';
import { balanceOf } from '../../lib/ledger';

/** The exact cost a request would be charged, computed as the generation itself computes it. */
export async function quote(
  deps: { db: Database; engines: Engines },
  userId: string,
  body: z.output<typeof QuoteBody>,
): Promise<QuoteResponse> {
  const { micros, details } = costOf(body, deps.engines);
  const balance = await balanceOf(deps.db, userId);
  return {
    cost: micros / 1_000_000,
    cost_micros: micros,
    balance: balance / 1_000_000,
    affordable: balance >= micros,
    details,
  };
}

/** A tool's exact cost for a quote body, as its generation computes it (workflow estimates use it too). */
export function costOf(
  body: z.output<typeof QuoteBody>,
  engines: Engines,
): { micros: number; details: Record<string, string | number> } {
  switch (body.tool) {
    case 'image': {
      const resolution = body.model_type === 'free' ? 'standard' : body.resolution;
      return {
        micros: imageCostMicros(body.model_type, resolution),
        details: { model_type: body.model_type, resolution },
      };
    }
    case 'video': {
      const choice = resolveVideoChoices(body.model_type, body);
      return {
        micros: videoCostMicros(body.model_type, choice.duration, choice.resolution.value),
        details: {
          model_type: body.model_type,
          duration: choice.duration,
          resolution: choice.resolution.value,
          fps: choice.fps,
        },
      };
    }
    case 'audio': {
      const tool = body.tool_type === 'song' ? 'song_with_music' : body.tool_type;
      const size = { characters: body.characters, duration: body.duration };
      return {
        micros: audioCostMicros(tool, size),
        details: {
          tool_type: tool,
          ...(tool === 'voice_over' ? { characters: Math.max(1, body.characters ?? 1) } : {}),
          ...(tool === 'music' ? { duration: body.duration ?? MUSIC_DEFAULTS.duration } : {}),
        },
      };
    }
    case 'reimagine_image':
      return {
        micros: reimagineImageCostMicros(body.tool_type, body.num_outputs),
        details: { tool_type: body.tool_type, num_outputs: body.num_outputs },
      };
    case 'reimagine_video': {
      const resolved = resolveVideoParameters(body.tool_type, body);
      if (!resolved.ok) throw new AppError('UNPROCESSABLE', resolved.message);
      const { quality, resolution, duration } = resolved.value;
      return {
        micros: reimagineVideoCostMicros(body.tool_type, resolved.value),
        details: { tool_type: body.tool_type, quality, resolution, duration },
      };
    }
    case 'product_video_ad':
      return { micros: PRODUCT_VIDEO_AD_COST_MICROS, details: { seconds: 5 } };
    case 'product_image_ad':
      return {
        micros: productImageAdCostMicros(body.num_prompts),
        details: { num_prompts: body.num_prompts },
      };
    case 'reimagine_analysis':
      return { micros: REIMAGINE_ANALYSIS_COST_MICROS, details: {} };
    case 'optimize':
      return { micros: OPTIMIZE_COST_MICROS, details: {} };
    case 'text': {
      const local = engines.text.get(body.provider, body.model) === null;
      return {
        micros: textCostMicros(body.provider, body.model, local),
        details: {
          provider: body.provider,
          model: body.model,
          engine: local ? 'local' : 'provider',
        },
      };
    }
  }
}
