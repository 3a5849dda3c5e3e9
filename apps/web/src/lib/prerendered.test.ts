import { describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./prerendered');
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('waiting for the visitor on a prerendered page', () => {
  it('does not wait on a page drawn in the browser', async () => {
    const { visitorInterest } = await freshModule();
    expect(await settled(visitorInterest())).toBe(true);
  });

  it('waits for the first scroll, key or pointer on a prerendered page', async () => {
    const { markPrerendered, visitorInterest } = await freshModule();
    markPrerendered();
    const interest = visitorInterest();
    expect(await settled(interest)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(interest)).toBe(true);
    // Once shown, interest is not asked for again.
    expect(await settled(visitorInterest())).toBe(true);
  });

  it('counts a focus change, as assistive technology makes without keys or a pointer', async () => {
    const { markPrerendered, visitorInterest } = await freshModule();
    markPrerendered();
    const interest = visitorInterest();
    expect(await settled(interest)).toBe(false);
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(await settled(interest)).toBe(true);
  });

  it('does not wait when the address points at a section', async () => {
    const { markPrerendered, visitorInterest } = await freshModule();
    markPrerendered();
    window.history.replaceState(null, '', '/#pricing');
    try {
      expect(await settled(visitorInterest())).toBe(true);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
