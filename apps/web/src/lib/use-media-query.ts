import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (a window resized, a phone turned). Where the
 * browser has no matchMedia (a test DOM), and in the prerendered page and its hydration, `fallback`
 * answers.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback;
  return useSyncExternalStore(subscribe, read, () => fallback);
}
