import { useEffect } from 'react';

/** Spec: subscription page load failures are only logged; the page shows what did load. */
export function useLogError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.warn(message, error);
  }, [error, message]);
}
