import {
  GENERATION_WAIT_SECONDS,
  REIMAGINE_ANALYSIS_COST_MICROS,
  REIMAGINE_MESSAGES,
  ReimagineAnalysisFields,
} from '@atelier/contract';
import { AppError } from '../../lib/errors';
import { mediaSources, readToolRequest } from '../../lib/media-inputs/media-request';
import { readMediaInput } from '../../lib/media-inputs/read-media-input';
import type { MediaToolSubmit } from '../generation/media-tool-route';
import { submitWithInputs } from '../generation/submit-with-inputs';
import {
  analysisDescription,
  imageAnalysisTool,
  type ImageAnalysisInput,
} from './analyze-image-tool';

/** The field that may carry a file in a multipart request. */
export const ANALYSIS_REQUEST_FILES = { image: 'image' } as const;

/**
 * POST /api/reimagine/analyze-image: the image (spec: 'Please provide an image (upload or URL)'),
 * then the question (its own message), then the image read, kept and analysed as a job.
 */
export const analyzeImage: MediaToolSubmit = async (deps, request, userId, headers) => {
  const { limits, media, fields } = await readToolRequest(
    deps.config,
    request,
    ANALYSIS_REQUEST_FILES,
    ReimagineAnalysisFields,
  );
  const [source] = [...mediaSources(media, 'image'), ...mediaSources(media, 'image_url')];
  if (!source) throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.imageRequired);
  const prompt = fields.prompt?.trim() ?? '';
  if (!prompt) throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.analysisPromptRequired);
  const image = await readMediaInput(source, 'image', limits);
  return submitWithInputs(deps, {
    userId,
    files: [image],
    fields,
    headers,
    plan: ([stored]) => {
      if (!stored) throw new Error('the analysed image was not stored');
      const input: ImageAnalysisInput = { tool_type: fields.tool_type, image: stored };
      return {
        tool: imageAnalysisTool,
        tier: fields.tool_type,
        prompt,
        input: { ...input },
        costMicros: REIMAGINE_ANALYSIS_COST_MICROS,
        waitSeconds: GENERATION_WAIT_SECONDS.reimagine_analysis,
        description: analysisDescription(fields.tool_type),
      };
    },
  });
};
