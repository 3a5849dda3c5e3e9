import { AppError } from './errors';

/**
 * The answer to an Idempotency-Key sent again with another body: refused, so a changed request is
 * never taken for the first one (and silently not applied), wherever a key is accepted.
 */
export function keyUsedForAnotherRequest(): AppError {
  return new AppError(
    'UNPROCESSABLE',
    'This Idempotency-Key was already used for a different request. Use a new key.',
  );
}
