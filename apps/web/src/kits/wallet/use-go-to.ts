import type { PaymentResult } from '@atelier/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { emitCreditsUpdated } from '../../lib/credits-events';
import { notifyOpener } from '../../lib/payment-events';

/** Our own pages (the sandbox checkout, the success page) open in the router; a gateway, for real. */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
      else window.location.assign(url);
    },
    [navigate],
  );
}

/**
 * After a payment on a checkout page: a popup tells its opener and closes; a page opened directly
 * announces the new balance and goes on to `next` (the subscription or the success page). A team's
 * purchase filled the team's wallet, not the person's balance: nothing to announce.
 */
export function useFinishPayment(): (result: PaymentResult, next: string) => void {
  const goTo = useGoTo();
  return useCallback(
    (result: PaymentResult, next: string) => {
      if (notifyOpener(result.kind)) return;
      if (result.team_id === null) emitCreditsUpdated(result.credits);
      goTo(next);
    },
    [goTo],
  );
}
