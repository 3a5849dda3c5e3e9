import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { UNSTORABLE_TEXT, hasUnstorableText } from '../json-body';
import { tooLarge } from './fetch-media-url';
import {
  mediaLimitsOf,
  type MediaKind,
  type MediaLimitSettings,
  type MediaSource,
} from './read-media-input';

/**
 * A tool's request, whichever way the browser sent it: JSON (files as `data:` URLs or http(s)
 * URLs) or multipart (files as parts, other fields as text; a field holding JSON, such as
 * `parameters`, is parsed). Files are read into memory with each field's own size limit.
 */
export interface MediaRequest {
  fields: Record<string, unknown>;
  files: Map<string, Buffer[]>;
}

/** Which kind of file each file field carries, so an oversized part is refused by its own limit. */
export type FileFields = Record<string, MediaKind>;

export async function readMediaRequest(
  request: FastifyRequest,
  fileFields: FileFields,
  maxBytes: Record<MediaKind, number>,
): Promise<MediaRequest> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError('UNPROCESSABLE', 'The request body must be a JSON object.');
    }
    return { fields: body as Record<string, unknown>, files: new Map() };
  }
  try {
    return await readParts(request, fileFields, maxBytes);
  } catch (error) {
    throw unreadableUpload(error);
  }
}

/**
 * A body that only claims to be multipart (no boundary, cut short, a broken part header) makes
 * the parser throw a plain Error: the caller's mistake, so a 400 that says so rather than a 500.
 * Errors that already carry a client status (a part too large, too many files) pass unchanged.
 */
export function unreadableUpload(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status !== undefined && status < 500) return error;
  const reason = error instanceof Error ? ` (${error.message})` : '';
  return new AppError(
    'BAD_REQUEST',
    `The upload could not be read${reason}. Please send it again.`,
  );
}

async function readParts(
  request: FastifyRequest,
  fileFields: FileFields,
  maxBytes: Record<MediaKind, number>,
): Promise<MediaRequest> {
  const largest = Math.max(...Object.values(fileFields).map((kind) => maxBytes[kind]), 1);
  const fields: Record<string, unknown> = {};
  const files = new Map<string, Buffer[]>();
  for await (const part of request.parts({
    limits: { fileSize: largest + 1, files: 8, fields: 32 },
  })) {
    if (part.type === 'field') {
      // A part sent as application/json (OpenAPI's default for an object) arrives parsed.
      const value = typeof part.value === 'string' ? parseFieldValue(part.value) : part.value;
      if (hasUnstorableText(value)) throw new AppError('UNPROCESSABLE', UNSTORABLE_TEXT);
      fields[part.fieldname] = value;
      continue;
    }
    const kind = fileFields[part.fieldname];
    if (!kind) {
      part.file.resume();
      throw new AppError('UNPROCESSABLE', `${part.fieldname}: this field takes no file.`);
    }
    const limit = { maxBytes: maxBytes[kind], what: kind };
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit.maxBytes) {
        part.file.resume();
        throw tooLarge(limit);
      }
      chunks.push(chunk);
    }
    files.set(part.fieldname, [...(files.get(part.fieldname) ?? []), Buffer.concat(chunks)]);
  }
  return { fields, files };
}

/** Multipart text is text; a value that is a JSON object or array (parameters) is read as one. */
function parseFieldValue(value: string): unknown {
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}

/**
 * The media a request gives in `name`: uploaded parts first, then the JSON or text field (a data
 * URL or an http(s) URL, alone or in a list).
 */
export function mediaSources(request: MediaRequest, name: string): MediaSource[] {
  const uploaded = request.files.get(name) ?? [];
  const value = request.fields[name];
  const values = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
  return [
    ...uploaded.map((body): MediaSource => ({ from: 'bytes', body })),
    ...values.map((item): MediaSource => {
      if (typeof item !== 'string')
        throw new AppError('UNPROCESSABLE', `${name}: expected a file, a data URL or a URL.`);
      return item.startsWith('data:')
        ? { from: 'data-url', value: item }
        : { from: 'url', value: item };
    }),
  ];
}

/**
 * The request's other fields through their zod schema, refused as the route schemas are (422,
 * `field: message`), since a multipart body cannot be checked by the route's own schema.
 */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, unknown>,
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`)
    .join('; ');
  throw new AppError('UNPROCESSABLE', detail);
}

/**
 * Where a tool's request comes from: an HTTP request, or one already read (a workflow step's,
 * issue 49: its fields, and earlier steps' files as parts).
 */
export type ToolRequestSource = FastifyRequest | { media: MediaRequest };

/**
 * A tool's request read with the configured limits: its files by field, and its other fields
 * through the tool's schema. Fields may also come in the query string (the spec sends product ads'
 * fields there); the body's win.
 */
export async function readToolRequest<T extends z.ZodType>(
  config: MediaLimitSettings,
  request: ToolRequestSource,
  fileFields: FileFields,
  schema: T,
) {
  const limits = mediaLimitsOf(config);
  if ('media' in request) {
    return { limits, media: request.media, fields: parseFields(schema, request.media.fields) };
  }
  const read = await readMediaRequest(request, fileFields, limits.maxBytes);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const media = { ...read, fields: { ...query, ...read.fields } };
  return { limits, media, fields: parseFields(schema, media.fields) };
}
