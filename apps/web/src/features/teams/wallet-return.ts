import { PLANS, PlanIdSchema } from '@atelier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatCredits } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/i18n';
import { toast } from '../../lib/toast';
import { currentUserKey } from '../../kits/session/api/get-current-user';
import { trackReturnedPayment } from '../../kits/pixels/track-payment';
import { teamsRootKey } from '../../kits/workspace/api/team-keys';

/** The parameters a gateway's return adds to the wallet's address; the rest (team, tab) stay. */
const RETURN_PARAMS = ['payment', 'credits', 'plan', 'order', 'amount', 'currency'];

/**
 * What a team purchase's return says (`payment=success` with `credits` or `plan`,
 * `payment=cancelled`, or `payment=failed` from a declined sandbox order), as a toast; null when the address is not a return.
 */
export function walletReturnToast(
  t: Translate,
  params: URLSearchParams,
): { tone: 'success' | 'info'; text: string } | null {
  const payment = params.get('payment');
  if (payment === 'cancelled') return { tone: 'info', text: t('teams.paymentCancelled') };
  if (payment === 'failed') return { tone: 'info', text: t('teams.paymentDeclined') };
  if (payment !== 'success') return null;
  const plan = PlanIdSchema.safeParse(params.get('plan'));
  if (plan.success)
    return { tone: 'success', text: t('teams.planBought', { plan: PLANS[plan.data].name }) };
  const credits = Number(params.get('credits'));
  return {
    tone: 'success',
    text:
      credits > 0
        ? t('teams.creditsBought', { credits: formatCredits(credits) })
        : t('teams.paymentReceived'),
  };
}

/**
 * A return from PayPal or the sandbox to `/teams?team=..&tab=wallet&payment=..`: told once as a
 * toast, reported to the pixels like a personal purchase, then taken off the address so a reload
 * does not tell it again.
 */
export function useWalletReturn(): void {
  const t = useT();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // React may run the effect twice for one address before the replaced one arrives.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const notice = walletReturnToast(t, params);
    if (!params.has('payment') || handled.current === params.toString()) return;
    handled.current = params.toString();
    if (notice?.tone === 'success') {
      trackReturnedPayment(params, params.has('plan') ? 'subscription' : 'credits');
      // A PayPal return was paid on the server: both balances are asked again.
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: teamsRootKey });
    }
    if (notice) toast[notice.tone](notice.text);
    const rest = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, setParams, queryClient, t]);
}
