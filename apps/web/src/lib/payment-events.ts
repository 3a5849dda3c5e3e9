import { useEffect, useRef } from 'react';

/** Spec: a checkout popup tells its opener of a payment with this message. */
const PAYMENT_SUCCESS = 'PAYMENT_SUCCESS';

export type PaymentKind = 'credits' | 'subscription';

export interface PaymentSuccessMessage {
  type: typeof PAYMENT_SUCCESS;
  data: { type: PaymentKind };
}

/**
 * In a checkout popup: tells the page that opened it that the payment went through, then closes.
 * False when this window was not opened as a popup, so the caller navigates on instead.
 */
export function notifyOpener(kind: PaymentKind): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  const message: PaymentSuccessMessage = { type: PAYMENT_SUCCESS, data: { type: kind } };
  opener.postMessage(message, window.location.origin);
  window.close();
  return true;
}

function kindOf(data: unknown): PaymentKind | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, data: detail } = data as Partial<PaymentSuccessMessage>;
  if (type !== PAYMENT_SUCCESS) return null;
  return detail?.type === 'credits' || detail?.type === 'subscription' ? detail.type : null;
}

/** Calls back on a PAYMENT_SUCCESS message from a window of this origin (a checkout popup). */
export function usePaymentSuccessMessage(onSuccess: (kind: PaymentKind) => void): void {
  const latest = useRef(onSuccess);
  useEffect(() => {
    latest.current = onSuccess;
  });

  useEffect(() => {
    const listener = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return;
      const kind = kindOf(event.data);
      if (kind) latest.current(kind);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
}
