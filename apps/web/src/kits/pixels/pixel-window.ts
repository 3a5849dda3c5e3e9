/** Reddit's `rdt`: calls wait in `callQueue` until pixel.js defines `sendEvent`. */
export interface RedditPixel {
  (...args: unknown[]): void;
  callQueue: unknown[][];
  sendEvent?: (...args: unknown[]) => void;
}

/** Snap's `snaptr`: calls wait in `queue` until scevent.min.js defines `handleRequest`. */
export interface SnapPixel {
  (...args: unknown[]): void;
  queue: unknown[][];
  handleRequest?: (...args: unknown[]) => void;
}

declare global {
  interface Window {
    rdt?: RedditPixel;
    snaptr?: SnapPixel;
  }
}
