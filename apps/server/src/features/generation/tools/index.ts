import { audioTool } from '../../audio/audio-tool';
import { productAdAnalysisTool } from '../../product-ads/optimize-product-ad';
import { productImageAdTool } from '../../product-ads/product-image-ad-tool';
import { productVideoAdTool } from '../../product-ads/product-video-ad-tool';
import { imageAnalysisTool } from '../../reimagine/analyze-image-tool';
import { reimagineImageTool } from '../../reimagine/reimagine-image-tool';
import { reimagineVideoTool } from '../../reimagine/reimagine-video-tool';
import { analysisTool } from './analysis';
import { imageTool } from './image';
import { promptTool } from './prompt';
import { textTool } from './text';
import type { GenerationTool } from './tool';
import { videoTool } from './video';

/** Every tool by the id kept in `generation_jobs.tool`. */
export const TOOLS: Record<string, GenerationTool> = Object.fromEntries(
  [
    imageTool,
    videoTool,
    textTool,
    promptTool,
    analysisTool,
    reimagineImageTool,
    imageAnalysisTool,
    reimagineVideoTool,
    productVideoAdTool,
    productImageAdTool,
    productAdAnalysisTool,
    audioTool,
  ].map((tool) => [tool.id, tool]),
);

export function toolOf(id: string): GenerationTool {
  const tool = TOOLS[id];
  if (!tool) throw new Error(`unknown generation tool ${id}`);
  return tool;
}
