import type { Preferences } from '@atelier/contract';
import { useSyncExternalStore } from 'react';

export type ThemeChoice = Preferences['theme'];

const DARK_QUERY = '(prefers-color-scheme: dark)';
const CACHE_KEY = 'theme';

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function isDarkTheme(theme: ThemeChoice): boolean {
  return theme === 'dark' || (theme === 'auto' && (systemQuery()?.matches ?? false));
}

/**
 * Puts the choice on <html> (the `dark` class that Tailwind's dark variant reads). For auto it
 * keeps following the system setting; the returned function stops that.
 */
export function applyTheme(theme: ThemeChoice): () => void {
  const update = () => document.documentElement.classList.toggle('dark', isDarkTheme(theme));
  update();
  const query = theme === 'auto' ? systemQuery() : null;
  query?.addEventListener('change', update);
  return () => query?.removeEventListener('change', update);
}

/** Back to the light look that public pages always have. */
export function resetTheme(): void {
  document.documentElement.classList.remove('dark');
}

/**
 * The last saved choice, used while a reload is still fetching the user, so a dark page does not
 * flash white first.
 */
export function readCachedTheme(): ThemeChoice {
  const cached = localStorage.getItem(CACHE_KEY);
  return cached === 'dark' || cached === 'auto' ? cached : 'light';
}

export function cacheTheme(theme: ThemeChoice): void {
  localStorage.setItem(CACHE_KEY, theme);
}

// A choice being tried on the settings page, shown before it is saved.
let preview: ThemeChoice | null = null;
const listeners = new Set<() => void>();

export function setThemePreview(theme: ThemeChoice | null): void {
  if (preview === theme) return;
  preview = theme;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemePreview(): ThemeChoice | null {
  return useSyncExternalStore(
    subscribe,
    () => preview,
    () => null,
  );
}

function subscribeToRootClass(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether <html> is dark right now, for widgets that take a theme prop (the toaster). */
export function useDarkRoot(): boolean {
  return useSyncExternalStore(
    subscribeToRootClass,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
}
