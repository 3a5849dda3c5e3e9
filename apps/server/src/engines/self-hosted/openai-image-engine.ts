import { fitImage, pngFile } from '../fit-image';
import { imageType } from '../requested-format';
import type { EngineContext, GeneratedFile, ImageEngine, ImageRequest } from '../types';
import { multipleOf8 } from './drawn-size';
import { ImagesAnswer, imagesOf } from './openai-images-answer';
import { callServerJson, serverFailure, type SelfHostedServer } from './server-call';

/**
 * An image tier on an OpenAI-compatible image server (LocalAI, vLLM-Omni and the like):
 * `POST /images/generations` with the tier's model, the image inline as base64, then sized to the
 * exact pixels asked. The API has no progress: the job shows its start and its end.
 */
export function createOpenAIImageEngine(server: SelfHostedServer, model: string): ImageEngine {
  return {
    engine: 'self_hosted',
    model,
    async generate(request: ImageRequest, context: EngineContext): Promise<GeneratedFile> {
      context.progress(5, 'Sending the prompt to your server');
      const answer = await callServerJson(
        server,
        '/images/generations',
        {
          json: {
            model,
            prompt: request.prompt,
            n: 1,
            size: `${multipleOf8(request.width)}x${multipleOf8(request.height)}`,
            response_format: 'b64_json',
            // Not in OpenAI's API; LocalAI and others read it, the rest ignore it.
            seed: request.seed,
          },
          signal: context.signal,
        },
        ImagesAnswer,
      );
      const [body] = await imagesOf(server, answer, context.signal);
      if (!body || !imageType(body)) {
        throw serverFailure(server, 'answered a file that is not an image');
      }
      context.progress(93, 'Sizing the image');
      const fitted = await fitImage(body, request.width, request.height);
      return pngFile(fitted, request);
    },
  };
}
