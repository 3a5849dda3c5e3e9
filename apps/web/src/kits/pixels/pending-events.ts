/**
 * Events raised before this page loaded its pixels (a payment page opened by a redirect runs
 * before the pixels' chunk): kept here and sent once the pixels are in place.
 */
const pending: (() => void)[] = [];

export function whenPixelsLoad(send: () => void): void {
  pending.push(send);
}

/** Called right after the pixels' queue functions exist. */
export function sendPendingEvents(): void {
  for (const send of pending.splice(0)) {
    try {
      send();
    } catch (error) {
      console.warn('An advertising pixel event failed', error);
    }
  }
}
