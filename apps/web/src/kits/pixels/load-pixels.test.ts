import { afterEach, describe, expect, it, vi } from 'vitest';
import { pixelScripts, resetPixels } from '../../test/pixels';
import { REDDIT_PIXEL_SCRIPT, loadRedditPixel } from './load-reddit-pixel';
import { SNAP_PIXEL_SCRIPT, loadSnapPixel } from './load-snap-pixel';

afterEach(resetPixels);

describe('loading the pixels', () => {
  it('installs each queue function, its script and its first calls once', () => {
    loadRedditPixel('a2_test');
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');

    expect(pixelScripts()).toEqual([REDDIT_PIXEL_SCRIPT, SNAP_PIXEL_SCRIPT]);
    const script = document.head.querySelector('script');
    expect(script?.async).toBe(true);
    expect(window.rdt?.callQueue).toEqual([
      ['init', 'a2_test'],
      ['track', 'PageVisit'],
    ]);
    expect(window.snaptr?.queue).toEqual([
      ['init', 'snap-test'],
      ['track', 'PAGE_VIEW'],
    ]);
  });

  it('only warns when a pixel script fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');

    for (const script of document.head.querySelectorAll('script')) {
      expect(() => script.dispatchEvent(new Event('error'))).not.toThrow();
    }
    expect(warn.mock.calls).toEqual([
      [`The advertising pixel ${REDDIT_PIXEL_SCRIPT} could not be loaded`],
      [`The advertising pixel ${SNAP_PIXEL_SCRIPT} could not be loaded`],
    ]);
    // Calls still queue, as if the script were only late.
    window.rdt?.('track', 'SignUp');
    expect(window.rdt?.callQueue).toHaveLength(3);
  });
});
