/**
 * The only script a prerendered public page fetches before its first paint
 * (scripts/prerender.mjs puts it where index.html has the app's entry, issue 48). The page's HTML
 * and its inlined critical CSS paint on their own; the full stylesheet and the app (main.tsx and
 * the chunks it imports statically) are fetched only after that paint, so the first paint has the
 * connection and the main thread to itself. The app runs once the stylesheet is in place, so
 * whatever it draws beyond the prerendered HTML (a phone's header buttons, a form's error) is
 * styled from its first frame. Without JavaScript, the page's <noscript> link loads the sheet.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const { app, preload = '', stylesheet } = script?.dataset ?? {};

/**
 * Resolves once the page's first contentful paint is on screen: the browser reports it when the
 * frame has been presented, which can be tens of milliseconds after the main thread drew it. A
 * hidden tab does not paint until it is shown, so it does not wait.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      // A task queued from a frame's callback runs after that frame is drawn.
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function addLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'modulepreload') link.crossOrigin = '';
  document.head.append(link);
  return link;
}

/** Resolves when the sheet has loaded, or failed to (the page stays usable with its inline CSS). */
function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = addLink('stylesheet', href);
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
}

if (app) {
  void afterFirstPaint().then(async () => {
    // The app's modules are fetched with the sheet, and run after it.
    for (const href of [app, ...preload.split(' ').filter(Boolean)]) addLink('modulepreload', href);
    if (stylesheet) await loadStylesheet(stylesheet);
    await import(/* @vite-ignore */ app);
  });
}
