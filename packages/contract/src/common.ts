import { z } from 'zod';

/** Every error the API answers has this shape (see docs/decisions/003-api-paths-and-wire.md). */
/** Every error answer: the English text, and a stable code clients may translate (issue 35). */
export const ErrorBody = z.object({ detail: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A message-only answer, as the spec's "success message" calls return. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

export const IsoDateTime = z.string().describe('ISO-8601 UTC timestamp');

/** A 204 answer: documented without a body. */
export const NoContent = z.any().meta({ type: 'null', description: 'No content' });

/** A documented answer that is a file or a stream rather than JSON, in the given media types. */
export function fileAnswer(description: string, mediaTypes: readonly string[]) {
  const schema = z.any().meta({ type: 'string', format: 'binary' });
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  };
}

/** A redirect: documented without a body; `Location` says where. */
export const Redirect = z
  .any()
  .meta({ type: 'null', description: 'A redirect; Location says where' });

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A documented server-sent event stream: each event as the client parses it. */
export function eventStreamAnswer(description: string) {
  const event = z.object({
    event: z.string().optional(),
    data: z.string(),
    id: z.string().optional(),
  });
  return { description, content: { 'text/event-stream': { schema: event } } };
}

/** A file given in a JSON body: a `data:` URL (base64) or an http(s) URL the server fetches. */
export const MediaReference = z
  .string()
  .min(1)
  .describe('A data: URL (base64) or an http(s) URL of the file');

/** A file part of a multipart body, as the document shows it. */
export const FilePart = z.any().meta({ type: 'string', format: 'binary' });
