import { expect } from 'vitest';

/**
 * Any error code, for tests about an answer's text: every error answer carries a `code`
 * (src/lib/error-codes.ts), and src/lib/error-handler.test.ts checks which.
 */
export const anyCode: unknown = expect.any(String);
