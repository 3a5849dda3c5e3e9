import type { ReimagineAnalysisTool } from '@atelier/contract';
import type { ImageAnalysisEngine, TextEngine } from '../types';

const SYSTEM: Record<ReimagineAnalysisTool, string> = {
  image_analysis:
    "You look at one image and answer the user's question about it, plainly and specifically. Say what you see; do not guess names of real people.",
  image_description:
    'You describe one image thoroughly: subject, setting, composition, light, colours, style and mood, in a paragraph that could be used as a prompt to recreate it.',
  style_analysis:
    'You analyse the visual style of one image: palette (name the main colours), lighting, composition, lens and framing, texture and mood, with short practical notes on how to reproduce the look.',
};

/** Analyze Image on a vision-capable text model (the AI SDK provider that `vision()` chose). */
export function createVisionImageAnalysis(model: TextEngine): ImageAnalysisEngine {
  return {
    engine: 'provider',
    model: `${model.provider}/${model.model}`,
    async analyseImage(request, context) {
      context.progress(15, `Asking ${model.model}`);
      const answer = await model.generate(
        {
          system: SYSTEM[request.tool],
          prompt: request.prompt,
          images: [request.image],
          maxOutputTokens: 800,
        },
        context,
      );
      context.progress(95, 'Analysis ready');
      return answer;
    },
  };
}
