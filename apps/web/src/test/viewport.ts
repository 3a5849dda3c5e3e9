import { vi } from 'vitest';

/**
 * jsdom has no matchMedia, and the landing page then lays itself out for a wide screen. This
 * makes every media query fail to match: a phone-sized screen.
 */
export function stubNarrowScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
