import { loadScript } from './load-script';
import type { SnapPixel } from './pixel-window';

export const SNAP_PIXEL_SCRIPT = 'https://sc-static.net/scevent.min.js';

/**
 * Snap's base code, as a function since the page's policy runs no inline script: `snaptr` queues
 * calls until scevent.min.js takes them, then the pixel starts and counts the page view.
 */
export function loadSnapPixel(pixelId: string): void {
  if (window.snaptr) return;
  const snaptr: SnapPixel = Object.assign(
    (...args: unknown[]) => {
      if (snaptr.handleRequest) snaptr.handleRequest(...args);
      else snaptr.queue.push(args);
    },
    { queue: [] },
  );
  window.snaptr = snaptr;
  loadScript(SNAP_PIXEL_SCRIPT);
  snaptr('init', pixelId);
  snaptr('track', 'PAGE_VIEW');
}
