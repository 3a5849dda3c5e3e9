import type { Analysis, ProductAdAnalysis, ProductAdOptimizeResponse } from '@atelier/contract';
import type { Database } from '../../db/client';
import { analysisTool, planAnalysis } from '../generation/tools/analysis';
import type { GenerationPlan, GenerationTool } from '../generation/tools/tool';

/** The optimise analysis with the product ad's names (spec part 1, section 3). */
export const productAdAnalysisTool: GenerationTool = {
  ...analysisTool,
  id: 'product-ad-analysis',
  present(job, outputs): ProductAdOptimizeResponse {
    const base = analysisTool.present(job, outputs) as Omit<
      ProductAdOptimizeResponse,
      'analysis'
    > & {
      analysis: Analysis;
    };
    const { analysis } = base;
    const video = job.input.output_type === 'product_video';
    const extra: Omit<ProductAdAnalysis, keyof Analysis> = {
      effectiveness_score: analysis.match_score,
      works_well: analysis.matches_well,
      ...(video
        ? { suggested_descriptions: analysis.suggested_prompts }
        : {
            suggested_concepts: {
              basic: analysis.suggested_prompts.basic,
              enhanced: analysis.suggested_prompts.enhanced,
            },
          }),
    };
    return { ...base, analysis: { ...analysis, ...extra } };
  },
};

/** POST /api/product-ads/{video,image}/optimize: the caller's own ad, measured against its brief. */
export async function planProductAdAnalysis(
  db: Database,
  userId: string,
  body: { prompt: string; output_type: 'product_video' | 'product_image'; output_url: string },
): Promise<GenerationPlan> {
  const plan = await planAnalysis(db, userId, body);
  return {
    ...plan,
    tool: productAdAnalysisTool,
    description: body.output_type === 'product_video' ? 'Video ad analysis' : 'Image ad analysis',
  };
}
