import { useState } from 'react';
import type { ZodType } from 'zod';

/**
 * A form checked with the contract's schema before it is sent, so it refuses exactly what the
 * server would; `errors` holds the first message for each field, by the field's name.
 */
export function useCheckedForm<Body>(schema: ZodType<Body>) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** The body to send, or null with the fields' errors shown. */
  const check = (values: unknown): Body | null => {
    const checked = schema.safeParse(values);
    const next: Record<string, string> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) next[String(issue.path[0])] ??= issue.message;
    }
    setErrors(next);
    return checked.success ? checked.data : null;
  };

  return { errors, check };
}
