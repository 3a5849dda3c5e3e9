import { imageType, inRequestedFormat } from '../requested-format';
import type { GeneratedFile, ReimagineImageEngine } from '../types';
import { editedSize } from './drawn-size';
import { ImagesAnswer, imagesOf } from './openai-images-answer';
import { singleImage } from './single-image';
import { callServerJson, serverFailure, type SelfHostedServer } from './server-call';

/**
 * Reimagine's image tools on an OpenAI-compatible image server: `POST /images/edits` with the
 * user's image and the prompt, `n` images at the input's size or the asked aspect ratio, each in
 * the format the user chose. The API has no strength or guidance: the server's defaults apply.
 * The API edits one image: composing several references is refused before anything is sent.
 */
export function createOpenAIImageEditor(
  server: SelfHostedServer,
  model: string,
): ReimagineImageEngine {
  return {
    engine: 'self_hosted',
    model,
    async reimagine(request, context) {
      const first = singleImage(server, request);
      const { width, height } = await editedSize(first.body, request.parameters);
      const form = new FormData();
      form.set('model', model);
      form.set('prompt', request.prompt);
      form.set('n', String(request.outputs));
      form.set('size', `${width}x${height}`);
      form.set('response_format', 'b64_json');
      form.set(
        'image',
        new Blob([new Uint8Array(first.body)], { type: first.contentType }),
        'image',
      );
      context.progress(5, 'Sending your image to your server');
      const answer = await callServerJson(
        server,
        '/images/edits',
        { form, signal: context.signal },
        ImagesAnswer,
      );
      const images = await imagesOf(server, answer, context.signal);
      if (images.length < request.outputs) {
        throw serverFailure(server, `answered ${images.length} of ${request.outputs} images`);
      }
      context.progress(92, 'Saving the images');
      const files: GeneratedFile[] = [];
      for (const body of images.slice(0, request.outputs)) {
        const contentType = imageType(body);
        if (!contentType) throw serverFailure(server, 'answered a file that is not an image');
        files.push(await inRequestedFormat({ body, contentType }, request.parameters, server.name));
      }
      return files;
    },
  };
}
