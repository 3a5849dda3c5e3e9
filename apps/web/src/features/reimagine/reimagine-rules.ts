import {
  REIMAGINE_ANALYSIS_CATALOGUE,
  REIMAGINE_ANALYSIS_COST_MICROS,
  REIMAGINE_ANALYSIS_TOOLS,
  REIMAGINE_IMAGE_CATALOGUE,
  REIMAGINE_IMAGE_DEFAULTS,
  REIMAGINE_IMAGE_TOOLS,
  reimagineImageCostMicros,
} from '@atelier/contract';
import type { ReimagineAnalysisTool, ReimagineImageTool } from '@atelier/contract';
import { microsToCredits } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';
import { TOOL_NAME_IDS } from '../../kits/media-tool/tool-names';

/** The image parameters the page sets; the rest keep the server's defaults. */
export interface ImageParameters {
  aspect_ratio: string;
  output_format: string;
  quality: string;
  num_outputs: number;
  strength: number;
  guidance_scale: number;
  num_inference_steps: number;
  safety_tolerance: number;
  /** '' for a random seed. */
  seed: string;
}

export const DEFAULT_IMAGE_PARAMETERS: ImageParameters = {
  aspect_ratio: REIMAGINE_IMAGE_DEFAULTS.aspect_ratio,
  output_format: REIMAGINE_IMAGE_DEFAULTS.output_format,
  quality: REIMAGINE_IMAGE_DEFAULTS.quality,
  num_outputs: REIMAGINE_IMAGE_DEFAULTS.num_outputs,
  strength: REIMAGINE_IMAGE_DEFAULTS.strength,
  guidance_scale: REIMAGINE_IMAGE_DEFAULTS.guidance_scale,
  num_inference_steps: REIMAGINE_IMAGE_DEFAULTS.num_inference_steps,
  safety_tolerance: REIMAGINE_IMAGE_DEFAULTS.safety_tolerance,
  seed: '',
};

export function imageToolCost(tool: ReimagineImageTool, outputs: number): number {
  return microsToCredits(reimagineImageCostMicros(tool, outputs));
}

export const ANALYSIS_COST = microsToCredits(REIMAGINE_ANALYSIS_COST_MICROS);

/** A tool's name in the interface language, or the contract's when there is no message for it. */
export function toolName(t: Translate, tool: string, name: string): string {
  const id = TOOL_NAME_IDS[tool];
  return id ? t(id) : name;
}

/** The contract's tool descriptions as message ids. */
const TOOL_DESCRIPTION_IDS: Record<string, string> = {
  image_modification: 'reimagine.imageModificationDescription',
  multi_images_reference: 'reimagine.multiImagesReferenceDescription',
  single_image_ultra: 'reimagine.singleImageUltraDescription',
  single_image_ultra_pro: 'reimagine.singleImageUltraProDescription',
  single_image_ultra_pro_max: 'reimagine.singleImageUltraProMaxDescription',
  image_analysis: 'reimagine.imageAnalysisDescription',
  image_description: 'reimagine.imageDescriptionDescription',
  style_analysis: 'reimagine.styleAnalysisDescription',
  video_reference_ultra: 'reimagine.videoReferenceUltraDescription',
  video_reference_ultra_pro: 'reimagine.videoReferenceUltraProDescription',
  video_reference_ultra_pro_max: 'reimagine.videoReferenceUltraProMaxDescription',
};

/** A tool's description in the interface language (the contract's when there is no message). */
export function toolDescription(t: Translate, tool: string, description: string): string {
  const id = TOOL_DESCRIPTION_IDS[tool];
  return id ? t(id) : description;
}

export function imageToolOptions(t: Translate, cost: (credits: number) => string) {
  return REIMAGINE_IMAGE_TOOLS.map((tool) => ({
    value: tool,
    label: t('reimagine.toolWithCost', {
      tool: toolName(t, tool, REIMAGINE_IMAGE_CATALOGUE[tool].name),
      cost: cost(imageToolCost(tool, 1)),
    }),
  }));
}

export function analysisToolOptions(t: Translate) {
  return REIMAGINE_ANALYSIS_TOOLS.map((tool: ReimagineAnalysisTool) => ({
    value: tool,
    label: toolName(t, tool, REIMAGINE_ANALYSIS_CATALOGUE[tool].name),
  }));
}

/**
 * The tool takes this parameter: its model's own (the catalogue's `uses`), plus quality and the
 * number of outputs, which every tool honours (several outputs are several predictions).
 */
export function uses(tool: ReimagineImageTool, parameter: keyof ImageParameters): boolean {
  return (
    parameter === 'quality' ||
    parameter === 'num_outputs' ||
    REIMAGINE_IMAGE_CATALOGUE[tool].uses.includes(parameter)
  );
}

/** The parameters as the API takes them: only what the tool's model uses. */
export function parametersFor(tool: ReimagineImageTool, p: ImageParameters) {
  const seed = Number.parseInt(p.seed, 10);
  return {
    aspect_ratio: p.aspect_ratio as (typeof REIMAGINE_IMAGE_DEFAULTS)['aspect_ratio'],
    output_format: p.output_format as (typeof REIMAGINE_IMAGE_DEFAULTS)['output_format'],
    quality: p.quality as (typeof REIMAGINE_IMAGE_DEFAULTS)['quality'],
    num_outputs: p.num_outputs,
    ...(uses(tool, 'strength') ? { strength: p.strength } : {}),
    ...(uses(tool, 'guidance_scale') ? { guidance_scale: p.guidance_scale } : {}),
    ...(uses(tool, 'num_inference_steps') ? { num_inference_steps: p.num_inference_steps } : {}),
    ...(uses(tool, 'safety_tolerance') ? { safety_tolerance: p.safety_tolerance } : {}),
    ...(Number.isFinite(seed) ? { seed } : {}),
  };
}

/** Spec part 2, section 4: the busy labels (message ids). */
export const BUSY_LABELS = {
  image: 'reimagine.busyImage',
  video: 'reimagine.busyVideo',
  analysis: 'reimagine.busyAnalysis',
} as const;

/** How a mode reports to the page's banners. */
export type { ToolReport as ModeReport } from '../../kits/media-tool/tool-banners';
