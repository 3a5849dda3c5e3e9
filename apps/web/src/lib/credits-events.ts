import { useEffect, useRef } from 'react';

/** Spec: "A browser event named creditsUpdated carries credits". */
const CREDITS_UPDATED = 'creditsUpdated';

export interface CreditsUpdatedDetail {
  credits: number;
}

/** Any paid call that learns the new balance announces it, so the top bar updates at once. */
export function emitCreditsUpdated(credits: number): void {
  window.dispatchEvent(
    new CustomEvent<CreditsUpdatedDetail>(CREDITS_UPDATED, { detail: { credits } }),
  );
}

export function useCreditsUpdated(onUpdate: (credits: number) => void): void {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });

  useEffect(() => {
    const listener = (event: Event) => {
      const credits = (event as CustomEvent<Partial<CreditsUpdatedDetail>>).detail?.credits;
      if (typeof credits === 'number' && Number.isFinite(credits)) latest.current(credits);
    };
    window.addEventListener(CREDITS_UPDATED, listener);
    return () => window.removeEventListener(CREDITS_UPDATED, listener);
  }, []);
}
