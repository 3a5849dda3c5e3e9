import { z } from 'zod';

/** Every error the API answers has this shape (see docs/decisions/003-api-paths-and-wire.md). */
export const ErrorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A message-only answer, as the spec's "success message" calls return. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

export const IsoDateTime = z.string().describe('ISO-8601 UTC timestamp');
