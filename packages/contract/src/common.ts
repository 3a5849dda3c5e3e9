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

/**
 * An http(s) URL as the server takes it: `new URL` reads it, the scheme is http or https, there
 * is no user name or password, and the host is a name (its labels letters, digits and hyphens,
 * none starting `xn--`, which the parser may refuse as punycode, and the last starting with a
 * letter, since a last label that is a number makes the whole host an IPv4 address). An address
 * written as numbers is left out: whether the server takes one depends on its range (public
 * unicast only, lib/media-inputs/address-filter.ts), which a pattern would only repeat. A port
 * up to 65535, then anything. Written for every engine that reads patterns (ECMA-262 with or
 * without the `u` flag, Python's `re`, Rust's `regex`): ASCII classes, no `\d`.
 */
const LABEL = '(?![Xx][Nn]--)[A-Za-z0-9-]+';
const LAST_LABEL = '(?![Xx][Nn]--)[A-Za-z][A-Za-z0-9-]*';
const PORT = '(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4})';
const HTTP_URL = `[Hh][Tt][Tt][Pp][Ss]?://(?:${LABEL}\\.)*${LAST_LABEL}(?::${PORT})?(?:[/?#][^\\u0000]*)?`;
/** A base64 `data:` URL as the media-input module reads it (its declared type is not trusted). */
const DATA_URL =
  'data:[^,;\\u0000]*(?:;[^,;=\\u0000]+=[^,;\\u0000]*)*;[Bb][Aa][Ss][Ee]64,[^\\u0000]*';

export const HTTP_URL_PATTERN = `^${HTTP_URL}$`;

/**
 * A file given in a JSON body: a `data:` URL (base64) or an http(s) URL the server fetches. The
 * pattern documents what the media-input module accepts; the module itself checks each value
 * (400 for a URL it cannot take, 415 or 422 for bytes that are not the file it needs).
 */
export const MediaReference = z
  .string()
  .min(1)
  .meta({
    description: 'A data: URL (base64) or an http(s) URL of the file',
    pattern: `^(?:${HTTP_URL}|${DATA_URL})$`,
  });

/**
 * One file given in either of two fields, as the document shows it: the first is read when it is
 * given (the second is then left unread, though it must still be text), else the second.
 */
export function eitherMedia(first: string, second: string): Record<string, z.ZodType>[] {
  return [
    { [first]: MediaReference, [second]: z.string().optional() },
    { [first]: MediaReference.optional(), [second]: MediaReference },
  ];
}

/** A file part of a multipart body, as the document shows it. */
export const FilePart = z.any().meta({ type: 'string', format: 'binary' });
