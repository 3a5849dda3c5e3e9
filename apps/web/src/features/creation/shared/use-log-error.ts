import { useEffect } from 'react';

/** Spec part 1, section 8: model-list and credit fetch failures are only logged. */
export function useLogError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.warn(message, error);
  }, [error, message]);
}
