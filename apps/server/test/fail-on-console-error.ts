import { afterEach, vi } from 'vitest';

/** An unexpected console.error is a bug the test did not see: fail the test that caused it. */
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0) throw new Error(`Unexpected console.error: ${seen.map(String).join('\n')}`);
});
