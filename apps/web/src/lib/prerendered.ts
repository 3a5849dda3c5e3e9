/**
 * Whether this page load hydrates HTML prerendered at build time (main.tsx says so before it
 * hydrates), and a way to put off work until the visitor shows interest in the page.
 */
let prerendered = false;
let prerenderedPath: string | null = null;

export function markPrerendered(): void {
  prerendered = true;
  prerenderedPath = window.location.pathname;
}

/** Whether the page on screen is the one that arrived prerendered (not one navigated to since). */
export function onPrerenderedPage(): boolean {
  return prerendered && window.location.pathname === prerenderedPath;
}

// focusin: assistive technology moves focus without keys or a pointer reaching the page.
const INTEREST = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
];
let interest: Promise<void> | null = null;

/**
 * Resolves at the visitor's first scroll, touch, key, focus or pointer movement on a prerendered page, or
 * at once (a page drawn in the browser, or an address with an anchor to scroll to). Hydrating a
 * part of the page that is already visible as HTML can wait for it: until then the main thread
 * stays free for the first screen.
 */
export function visitorInterest(): Promise<void> {
  if (!prerendered || window.location.hash) return Promise.resolve();
  interest ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTEREST) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTEREST) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  });
  return interest;
}
