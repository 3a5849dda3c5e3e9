import { useSyncExternalStore } from 'react';

// The toaster (sonner) mounts on the first toast rather than at start-up, so pages that never
// toast (the landing page) do not download it. Sonner replays toasts raised before it mounts.
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
