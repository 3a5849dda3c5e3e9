import { formatCredits } from '../../lib/format';
import { toast } from '../../lib/toast';
import { formatCost } from '../creation/shared/format';

/** Spec part 1: on success the page reports credits used and remaining (a toast, not an alert). */
export function reportCharge(
  what: string,
  answer: { credits_used: number; remaining_credits: number },
) {
  toast.success(
    `${what} generated! Credits used: ${formatCost(answer.credits_used)}. Remaining credits: ${formatCredits(answer.remaining_credits)}`,
  );
}
