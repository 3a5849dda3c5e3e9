import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 2, section 9: messages clear after 3000 ms, as does the Settings Saved badge. */
export const FLASH_MS = 3000;

export interface Flash<T> {
  value: T | null;
  show: (value: T) => void;
  clear: () => void;
}

/**
 * A value that clears itself after a delay (banners, "saved" badges). Showing a new value restarts
 * the clock, and nothing fires after the component is gone.
 */
export function useFlash<T>(durationMs: number = FLASH_MS): Flash<T> {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { value, show, clear };
}
