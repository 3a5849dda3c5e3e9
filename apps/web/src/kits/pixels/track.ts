import { readAdConsent } from './consent';
import { whenPixelsLoad } from './pending-events';

/** The events already reported, so a page reloaded or revisited does not count them twice. */
const FIRED_KEY = 'atelier_pixel_events';
/** Enough for any visitor's recent sign-ups and orders. */
const FIRED_KEPT = 100;

function firedEvents(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FIRED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Sends one event to the pixels the page loaded, once per key. Without the visitor's consent it
 * is dropped, not kept for later. A failing pixel (or storage) is only noted: the page carries on.
 */
function fireOnce(key: string, send: () => void): void {
  if (readAdConsent() !== 'granted') return;
  try {
    const fired = firedEvents();
    if (fired.includes(key)) return;
    localStorage.setItem(FIRED_KEY, JSON.stringify([...fired, key].slice(-FIRED_KEPT)));
    if (window.rdt || window.snaptr) send();
    else whenPixelsLoad(send);
  } catch (error) {
    console.warn('An advertising pixel event failed', error);
  }
}

/** Spec part 1, section 4: a sign-up, keyed by the new account (its email or id). */
export function trackSignUp(account: string): void {
  fireOnce(`signup:${account}`, () => {
    window.rdt?.('track', 'SignUp');
    window.snaptr?.('track', 'SIGN_UP');
  });
}

export interface PaidOrder {
  transactionId: string;
  value: number;
  /** USD when the page does not know it. */
  currency?: string;
}

/** A completed payment, a credit package or a plan. */
export function trackPurchase({ transactionId, value, currency = 'USD' }: PaidOrder): void {
  fireOnce(`purchase:${transactionId}`, () => {
    window.rdt?.('track', 'Purchase', { value, currency, transactionId });
    window.snaptr?.('track', 'PURCHASE', {
      price: value,
      currency,
      transaction_id: transactionId,
      number_items: 1,
    });
  });
}

/**
 * A plan bought, besides its Purchase. Only Snap has a standard subscription event; Reddit has
 * none, so there the plan is counted by its Purchase alone.
 */
export function trackSubscribe({ transactionId, value, currency = 'USD' }: PaidOrder): void {
  fireOnce(`subscribe:${transactionId}`, () => {
    window.snaptr?.('track', 'SUBSCRIBE', { price: value, currency });
  });
}
