import { useEffect } from 'react';

/** Spec: some load failures (subscription data, model lists, recommendations) are only logged. */
export function useLogError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.warn(message, error);
  }, [error, message]);
}
