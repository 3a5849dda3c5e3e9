import { formatCost, formatCredits } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';
import { toast } from '../../lib/toast';

/** Spec part 1: on success the page reports credits used and remaining (a toast, not an alert). */
export function reportCharge(
  t: Translate,
  what: 'video' | 'image',
  answer: { credits_used: number; remaining_credits: number },
) {
  toast.success(
    t('productAds.charged', {
      what,
      used: formatCost(answer.credits_used),
      remaining: formatCredits(answer.remaining_credits),
    }),
  );
}
