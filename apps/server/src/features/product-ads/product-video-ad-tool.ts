import type { ProductVideoAdResponse } from '@atelier/contract';
import type { GenerationTool } from '../generation/tools/tool';
import { chargedFields } from '../generation/tools/tool';
import { reimagineVideoTool } from '../reimagine/reimagine-video-tool';

/**
 * The video ad runs as reimagine's Video Reference Ultra from the product photo (PixVerse 4.5,
 * 540p, 5 s; the local editor films the photo offline) and answers the spec's fields.
 */
export const productVideoAdTool: GenerationTool = {
  ...reimagineVideoTool,
  id: 'product-ad-video',
  // The plan cards' Video Concepts: one per video ad.
  dailyUse: () => ({ feature: 'video_concepts', count: 1 }),
  present(job, outputs): ProductVideoAdResponse {
    const [video] = outputs;
    if (!video) throw new Error(`video ad job ${job.id} has no output`);
    return {
      success: true,
      video_url: video.url,
      download_url: video.download_url,
      download_name: video.download_name,
      duration: video.duration ?? 5,
      width: video.width ?? 0,
      height: video.height ?? 0,
      ...chargedFields(job),
    };
  },
};
