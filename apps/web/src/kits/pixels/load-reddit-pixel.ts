import { loadScript } from './load-script';
import type { RedditPixel } from './pixel-window';

export const REDDIT_PIXEL_SCRIPT = 'https://www.redditstatic.com/ads/pixel.js';

/**
 * Reddit's base code, as a function since the page's policy runs no inline script: `rdt` queues
 * calls until pixel.js takes them, then the pixel starts and counts the page visit.
 */
export function loadRedditPixel(pixelId: string): void {
  if (window.rdt) return;
  const rdt: RedditPixel = Object.assign(
    (...args: unknown[]) => {
      if (rdt.sendEvent) rdt.sendEvent(...args);
      else rdt.callQueue.push(args);
    },
    { callQueue: [] },
  );
  window.rdt = rdt;
  loadScript(REDDIT_PIXEL_SCRIPT);
  rdt('init', pixelId);
  rdt('track', 'PageVisit');
}
