import { customSamplingNodes, imageNodes } from './image-nodes';
import type { NodeSpec } from './inputs';
import { ltxvNodes, videoOutputNodes } from './video-nodes';

// The nodes the double knows: enough of core ComfyUI (and VHS's video node) for image and video
// workflows. Inputs are listed as /object_info lists them; INT and FLOAT ones are converted and
// range-checked, and ckpt_name, sampler_name and scheduler checked against their lists, as
// ComfyUI's validation does (validation.ts). Other lists (CLIP, UNet, VAE names) are shown, not
// enforced.

export const COMFYUI_CHECKPOINTS = [
  'v1-5-pruned-emaonly.safetensors',
  'sd_xl_base_1.0.safetensors',
  'ltx-video-2b-v0.9.5.safetensors',
];
export const SAMPLER_NODES = new Set([
  'KSampler',
  'KSamplerAdvanced',
  'SamplerCustom',
  'SamplerCustomAdvanced',
]);
/** Nodes that set the size of what is drawn, and the multiple their latent floors it to. */
export const LATENT_MULTIPLE: Record<string, number> = {
  EmptyLatentImage: 8,
  EmptySD3LatentImage: 8,
  EmptyLTXVLatentVideo: 32,
  LTXVImgToVideo: 32,
};

/** Every node the double knows, in the order /object_info lists them. */
export function nodeSpecs(checkpoints: string[], inputFiles: string[]): Record<string, NodeSpec> {
  return {
    ...imageNodes(checkpoints, inputFiles),
    ...ltxvNodes(),
    ...customSamplingNodes(),
    ...videoOutputNodes(),
  };
}

export function nodeInfo(name: string, spec: NodeSpec) {
  const input = { required: spec.required, ...(spec.optional ? { optional: spec.optional } : {}) };
  return {
    input,
    input_order: Object.fromEntries(
      Object.entries(input).map(([key, list]) => [key, Object.keys(list)]),
    ),
    output: spec.output,
    output_is_list: spec.output.map(() => false),
    output_name: spec.output,
    name,
    display_name: spec.display ?? name,
    description: '',
    python_module: spec.module ?? 'nodes',
    category: spec.category,
    output_node: spec.outputNode ?? false,
  };
}
