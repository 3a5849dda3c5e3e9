import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPixels, setConsentCookie } from '../../test/pixels';
import { loadRedditPixel } from './load-reddit-pixel';
import { loadSnapPixel } from './load-snap-pixel';
import { trackReturnedPayment } from './track-payment';
import { sendPendingEvents } from './pending-events';
import { trackPurchase, trackSignUp, trackSubscribe } from './track';

/** The calls each pixel took after its own init and page view. */
function events() {
  return { reddit: window.rdt?.callQueue.slice(2), snap: window.snaptr?.queue.slice(2) };
}

describe('pixel events, with consent', () => {
  beforeEach(() => {
    setConsentCookie('granted');
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');
  });
  afterEach(resetPixels);

  it('reports a sign-up to both pixels, once per account', () => {
    trackSignUp('ada@example.com');
    trackSignUp('ada@example.com');

    expect(events()).toEqual({ reddit: [['track', 'SignUp']], snap: [['track', 'SIGN_UP']] });
    trackSignUp('grace@example.com');
    expect(events().reddit).toHaveLength(2);
  });

  it('reports a purchase with its value, currency and transaction id, once per order', () => {
    trackPurchase({ transactionId: 'order-1', value: 10, currency: 'INR' });
    trackPurchase({ transactionId: 'order-1', value: 10, currency: 'INR' });

    expect(events()).toEqual({
      reddit: [['track', 'Purchase', { value: 10, currency: 'INR', transactionId: 'order-1' }]],
      snap: [
        [
          'track',
          'PURCHASE',
          { price: 10, currency: 'INR', transaction_id: 'order-1', number_items: 1 },
        ],
      ],
    });
  });

  it('counts in USD when the currency is not known', () => {
    trackPurchase({ transactionId: 'order-2', value: 5 });
    expect(events().reddit).toEqual([
      ['track', 'Purchase', { value: 5, currency: 'USD', transactionId: 'order-2' }],
    ]);
  });

  it('reports a subscription to Snap only, which alone has such an event', () => {
    trackSubscribe({ transactionId: 'order-3', value: 29 });
    trackSubscribe({ transactionId: 'order-3', value: 29 });

    expect(events()).toEqual({
      reddit: [],
      snap: [['track', 'SUBSCRIBE', { price: 29, currency: 'USD' }]],
    });
  });

  it('remembers what it reported across a reload (in localStorage)', () => {
    trackPurchase({ transactionId: 'order-4', value: 10 });
    resetPixels();
    setConsentCookie('granted');
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');

    trackPurchase({ transactionId: 'order-4', value: 10 });
    expect(events()).toEqual({ reddit: [], snap: [] });
  });

  it('hands the calls to the pixels once their scripts have loaded', () => {
    const sendEvent = vi.fn();
    const handleRequest = vi.fn();
    Object.assign(window.rdt!, { sendEvent });
    Object.assign(window.snaptr!, { handleRequest });

    trackSignUp('ada@example.com');
    expect(sendEvent).toHaveBeenCalledWith('track', 'SignUp');
    expect(handleRequest).toHaveBeenCalledWith('track', 'SIGN_UP');
  });

  it('only warns when a pixel throws, and the page carries on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.assign(window.rdt!, {
      sendEvent: () => {
        throw new Error('pixel broke');
      },
    });

    expect(() => trackSignUp('ada@example.com')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('An advertising pixel event failed', expect.any(Error));
  });
});

describe('pixel events, without consent', () => {
  afterEach(resetPixels);

  it('drops events when the visitor declined, and does not keep them for later', () => {
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');
    setConsentCookie('denied');
    trackSignUp('ada@example.com');
    trackPurchase({ transactionId: 'order-5', value: 10 });
    expect(events()).toEqual({ reddit: [], snap: [] });

    setConsentCookie('granted');
    trackPurchase({ transactionId: 'order-5', value: 10 });
    expect(events().reddit).toHaveLength(1);
  });

  it('does nothing when no pixel is loaded', () => {
    setConsentCookie(null);
    expect(() => trackSignUp('ada@example.com')).not.toThrow();
    expect(window.rdt).toBeUndefined();
  });
});

describe('pixel events raised before the pixels load', () => {
  beforeEach(() => setConsentCookie('granted'));
  afterEach(resetPixels);

  it('are kept and sent once the pixels are in place', () => {
    trackPurchase({ transactionId: 'order-early', value: 3.49 });
    expect(window.rdt).toBeUndefined();

    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');
    sendPendingEvents();
    expect(events().reddit).toEqual([
      ['track', 'Purchase', { value: 3.49, currency: 'USD', transactionId: 'order-early' }],
    ]);
    expect(events().snap).toHaveLength(1);
  });

  it('come from the address a payment returned to (PayPal), a plan also as a subscription', () => {
    loadSnapPixel('snap-test');
    trackReturnedPayment(
      new URLSearchParams('gateway=paypal&order=order-9&amount=34.9&currency=USD'),
      'subscription',
    );
    trackReturnedPayment(new URLSearchParams('gateway=paypal'), 'subscription');
    expect(events().snap).toEqual([
      [
        'track',
        'PURCHASE',
        { price: 34.9, currency: 'USD', transaction_id: 'order-9', number_items: 1 },
      ],
      ['track', 'SUBSCRIBE', { price: 34.9, currency: 'USD' }],
    ]);
  });
});
