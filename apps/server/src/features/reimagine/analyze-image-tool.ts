import {
  REIMAGINE_ANALYSIS_CATALOGUE,
  type ReimagineAnalysisResponse,
  type ReimagineAnalysisTool,
} from '@atelier/contract';
import { readJobInputs, type JobInputFile } from '../../lib/media-inputs/read-job-inputs';
import { chargedFields, textOf, type GenerationTool } from '../generation/tools/tool';

export interface ImageAnalysisInput {
  tool_type: ReimagineAnalysisTool;
  image: JobInputFile;
}

/** Reimagine's Analyze Image as a job: a text answer about the user's own picture. */
export const imageAnalysisTool: GenerationTool = {
  id: 'reimagine-analysis',
  kind: 'analysis',
  queue: 'generate',
  displayType: 'optimization',
  // Spec part 2, section 7: the call times out at 60 s.
  deadlineSeconds: 60,
  async execute(job, context, deps) {
    const input = job.input as unknown as ImageAnalysisInput;
    const [image] = await readJobInputs(deps.storage, [input.image]);
    if (!image) throw new Error('an analysis job without its image');
    const engine = deps.engines.imageAnalysis();
    const analysis = await engine.analyseImage(
      { tool: input.tool_type, prompt: job.prompt, image },
      context,
    );
    return {
      engine: engine.engine,
      model: engine.model,
      result: {
        analysis,
        note:
          engine.engine === 'local'
            ? 'Measured locally: no vision-capable AI provider is configured. It is not an AI reading of the picture.'
            : `Answered by ${engine.model}.`,
      },
    };
  },
  present(job): ReimagineAnalysisResponse {
    const input = job.input as unknown as ImageAnalysisInput;
    return {
      success: true,
      tool: input.tool_type,
      analysis: textOf(job.result?.analysis),
      ...chargedFields(job),
    };
  },
};

export function analysisDescription(tool: ReimagineAnalysisTool): string {
  return `Reimagine: ${REIMAGINE_ANALYSIS_CATALOGUE[tool].name}`;
}
