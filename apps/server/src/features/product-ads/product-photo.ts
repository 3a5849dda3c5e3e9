import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import {
  mediaSources,
  readToolRequest,
  type ToolRequestSource,
} from '../../lib/media-inputs/media-request';

/** The product photo, however it came: an upload, a data URL, or the spec's query URL. */
export const PRODUCT_IMAGE_FILES = { product_image: 'image' } as const;

/** A product ad request: its fields through the schema, and where its photo comes from. */
export async function readProductAdRequest<T extends z.ZodType>(
  deps: AppDeps,
  request: ToolRequestSource,
  schema: T,
) {
  const { limits, media, fields } = await readToolRequest(
    deps.config,
    request,
    PRODUCT_IMAGE_FILES,
    schema,
  );
  const [photo] = [
    ...mediaSources(media, 'product_image'),
    ...mediaSources(media, 'product_image_url'),
  ];
  return { limits, fields, photo };
}
