import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is prerendered at build time and during the first render that hydrates it,
 * true afterwards (and from the start when nothing was prerendered). State read from the browser
 * (a stored token) waits for it, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
