import { FilePart } from '@atelier/contract';
import { z } from 'zod';
import type { FileFields } from './media-inputs/media-request';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body as the OpenAPI document shows it, by media type, for a route whose handler reads
     * its own body (multipart uploads, or a file whose errors have a message of their own). Only
     * the document uses it; the handler still checks everything.
     */
    documentedBody?: Record<string, z.ZodType>;
  }
}

/**
 * The JSON and multipart forms of a tool that takes the user's media either way: in JSON each
 * file is a data URL or a link; in multipart each file field is a file part and a field that
 * holds an object (`parameters`) is JSON text, as the media-input module reads it.
 */
export function mediaBodies(
  json: z.ZodObject,
  files: FileFields,
): Record<'application/json' | 'multipart/form-data', z.ZodType> {
  const parts: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries<z.ZodType>(json.shape)) {
    const type = innerType(field);
    if (name in files) parts[name] = (type === 'array' ? z.array(FilePart) : FilePart).optional();
    else if (type === 'object' || type === 'record') parts[name] = jsonText(field);
    else parts[name] = field;
  }
  for (const name of Object.keys(files)) parts[name] ??= FilePart.optional();
  return { 'application/json': json, 'multipart/form-data': z.object(parts) };
}

function jsonText(field: z.ZodType): z.ZodType {
  const text = z.string().describe('JSON text of an object');
  return field.safeParse(undefined).success ? text.optional() : text;
}

/** The schema's own type under `optional` and `default`. */
function innerType(schema: z.ZodType): string {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType };
  return (def.type === 'optional' || def.type === 'default') && def.innerType
    ? innerType(def.innerType)
    : def.type;
}
