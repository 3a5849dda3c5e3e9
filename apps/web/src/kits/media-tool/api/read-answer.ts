import type { ZodType } from 'zod';

/** An answer that arrived but cannot be shown; its message is the spec's text for the case. */
export class AnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerError';
  }
}

export interface AnswerMessages {
  /** Nothing came back at all ("No image data received"). */
  empty: string;
  /** The answer lacks the one field the page shows ("... no image URL received"). */
  missing: string;
}

/**
 * Checks a generation's answer for the field the page needs (spec part 1, section 5: the answer
 * must carry the media URL or the analysis), then for the rest of its shape.
 */
export function readAnswer<T>(
  raw: unknown,
  field: string,
  schema: ZodType<T>,
  messages: AnswerMessages,
): T {
  if (typeof raw !== 'object' || raw === null) throw new AnswerError(messages.empty);
  const value = (raw as Record<string, unknown>)[field];
  if (value === undefined || value === null || value === '') {
    throw new AnswerError(messages.missing);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AnswerError(messages.missing);
  return parsed.data;
}
