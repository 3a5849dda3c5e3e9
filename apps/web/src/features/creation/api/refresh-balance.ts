import { BalanceResponse } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';
import { emitCreditsUpdated } from '../../../lib/credits-events';

/**
 * Asks the server for the balance and announces it (the top bar and every open page follow the
 * creditsUpdated event). Spec: a failed credit fetch is only logged.
 */
export async function refreshBalance(): Promise<void> {
  try {
    const { credits } = await apiFetch('/credits/balance', { schema: BalanceResponse });
    emitCreditsUpdated(credits);
  } catch (error) {
    console.warn('Failed to fetch the credit balance', error);
  }
}
