import type { Translate } from '../../lib/i18n/i18n';
import { formatNumber } from '../../lib/format';

/**
 * An order as the server describes it to the gateway (payments/catalogue.ts: "10 credits", "Pro
 * plan, 1 year"), in the interface language; a description it writes of its own stays as sent.
 */
export function orderDescription(t: Translate, description: string): string {
  const credits = /^(\d+(?:\.\d+)?) credits$/.exec(description);
  if (credits) return t('billing.packageCredits', { credits: formatNumber(Number(credits[1])) });
  const plan = /^(.+) plan, 1 (year|month)$/.exec(description);
  if (plan) {
    return t('billing.planSummary', {
      plan: plan[1],
      cycle: plan[2] === 'year' ? 'yearly' : 'monthly',
    });
  }
  return description;
}
