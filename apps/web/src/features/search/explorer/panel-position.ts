/**
 * Where the panel (and its loading frame) sits: above the launcher button at the bottom right, and
 * short enough to stay clear of the 4 rem top bar, which would hide its title bar.
 */
export const PANEL_POSITION =
  'fixed right-4 bottom-22 z-30 flex max-h-[min(42rem,calc(100vh-11rem))] w-[min(28rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:right-6 sm:bottom-24 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100';
