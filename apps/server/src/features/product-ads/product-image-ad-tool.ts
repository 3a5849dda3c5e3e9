import {
  REIMAGINE_IMAGE_DEFAULTS,
  ReimagineImageParameters,
  type AdStyle,
  type ProductImageAdResponse,
} from '@atelier/contract';
import { composeAd } from '../../engines/local/ad-composer';
import type { GeneratedFile } from '../../engines/types';
import { readJobInputs, type JobInputFile } from '../../lib/media-inputs/read-job-inputs';
import { chargedFields, type GenerationTool } from '../generation/tools/tool';
import { composeAdConcepts, imagePromptOf, writeAdConcepts, type AdBrief } from './ad-concepts';

export interface ProductImageAdInput {
  image: JobInputFile;
  brief: AdBrief;
  seed: number;
}

const LOCAL_NOTE =
  "Composed locally because no AI provider is configured: your product photo placed on the style's backdrop with the concept's headline. Not an AI image.";

/**
 * An image ad in 1-3 variations: the concepts written (a text model when one is on, else the
 * local template), then one image per concept that keeps the product (FLUX Kontext pro editing
 * the photo, or the local composer).
 */
export const productImageAdTool: GenerationTool = {
  id: 'product-ad-image',
  kind: 'image',
  queue: 'generate',
  displayType: 'image_generation',
  deadlineSeconds: 180,
  // The plan cards' Image Concepts: each variation is one concept.
  dailyUse: (input) => ({
    feature: 'image_concepts',
    count: (input as unknown as ProductImageAdInput).brief.count,
  }),
  async execute(job, context, deps) {
    const input = job.input as unknown as ProductImageAdInput;
    const [product] = await readJobInputs(deps.storage, [input.image]);
    if (!product) throw new Error('an image ad job without its product photo');
    context.progress(5, 'Writing the ad concepts');
    const writer = deps.engines.text.utility();
    const concepts = writer
      ? await writeAdConcepts(input.brief, writer, context.signal)
      : composeAdConcepts(input.brief);
    const editor = deps.engines.imageEditor('image_modification');
    const files: GeneratedFile[] = [];
    for (const [index, concept] of concepts.entries()) {
      context.progress(
        15 + Math.round((75 * index) / concepts.length),
        `Making variation ${index + 1}`,
      );
      if (editor.engine !== 'local') {
        const [file] = await editor.reimagine(
          {
            tool: 'image_modification',
            prompt: imagePromptOf(concept, input.brief),
            images: [product],
            parameters: ReimagineImageParameters.parse({
              aspect_ratio: '1:1',
              output_format: REIMAGINE_IMAGE_DEFAULTS.output_format,
            }),
            outputs: 1,
            seed: input.seed + index,
          },
          { ...context, resumeRef: null },
        );
        if (file) files.push(file);
      } else {
        files.push(
          await composeAd({
            product: product.body,
            headline: concept.headline,
            tagline: concept.tagline,
            style: input.brief.style,
            variation: index,
          }),
        );
      }
    }
    const local = editor.engine === 'local';
    return {
      engine: local ? 'local' : 'provider',
      model: local ? 'local-ad-composer-1' : editor.model,
      files,
      result: {
        concepts: concepts.map(
          (c) =>
            `${c.headline}: ${c.tagline}. ${c.scene.charAt(0).toUpperCase()}${c.scene.slice(1)}`,
        ),
        note: local
          ? `${LOCAL_NOTE}${writer ? ` Concepts by ${writer.model}.` : ' Concepts from the local template, not AI-written.'}`
          : `Images by ${editor.model}${writer ? `, concepts by ${writer.model}` : ''}.`,
      },
    };
  },
  present(job, outputs): ProductImageAdResponse {
    const concepts = Array.isArray(job.result?.concepts) ? (job.result.concepts as string[]) : [];
    return {
      success: true,
      image_urls: outputs.map((output) => output.url),
      downloads: outputs.map((output) => ({
        url: output.download_url,
        name: output.download_name,
      })),
      num_variations: outputs.length,
      concepts,
      ...chargedFields(job),
    };
  },
};

export function imageAdDescription(count: number, style: AdStyle): string {
  return `Product image ad (${count} ${count === 1 ? 'variation' : 'variations'}, ${style})`;
}
