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
 * holds an object (`parameters`) is JSON text, as the media-input module reads it. A body that is
 * a union (one form per tool) is one multipart form per JSON form.
 */
export function mediaBodies(
  json: z.ZodType,
  files: FileFields,
): Record<'application/json' | 'multipart/form-data', z.ZodType> {
  return { 'application/json': json, 'multipart/form-data': asParts(json, files) };
}

function asParts(json: z.ZodType, files: FileFields): z.ZodType {
  if (json instanceof z.ZodUnion) {
    const forms = (json.options as z.ZodType[]).map((form) => asParts(form, files));
    return z.union(forms as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  if (!(json instanceof z.ZodObject)) throw new Error('a media body is an object or a union');
  const parts: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries<z.ZodType>(json.shape)) {
    const optional = field.safeParse(undefined).success;
    const type = innerType(field);
    let part: z.ZodType;
    if (name in files) part = type.type === 'array' ? fileList(type.schema) : FilePart;
    // An object travels as JSON text (the `encoding` of the part says so), as it is read.
    else if (type.type === 'object' || type.type === 'record') part = field;
    // A field that takes any value takes text in a form.
    else if (type.type === 'unknown' || type.type === 'any') part = z.string();
    else part = field;
    parts[name] = optional && part !== field ? part.optional() : part;
  }
  for (const name of Object.keys(files)) parts[name] ??= FilePart.optional();
  // A part the tool does not name is ignored if it is text, and refused if it is a file.
  return z.object(parts).catchall(z.string());
}

/** File parts under one name, as many as the JSON form's list may hold. */
function fileList(list: z.ZodType): z.ZodType {
  let files = z.array(FilePart);
  for (const check of list._zod.def.checks ?? []) {
    const { minimum, maximum } = check._zod.def as { minimum?: number; maximum?: number };
    if (minimum !== undefined) files = files.min(minimum);
    if (maximum !== undefined) files = files.max(maximum);
  }
  return files;
}

/** The schema under `optional`, `default` and a transform's input, and its type. */
function innerType(schema: z.ZodType): { type: string; schema: z.ZodType } {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) {
    return innerType(def.innerType);
  }
  if (def.type === 'pipe' && def.in) return innerType(def.in);
  return { type: def.type, schema };
}
