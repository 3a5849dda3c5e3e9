import type { CreditHistoryEntry } from '@atelier/contract';
import { numberFormat } from '../../lib/locale';

/** Spec part 2, section 9: a wallet's history comes in pages of 10, a person's and a team's alike. */
export const HISTORY_PAGE_SIZE = 10;

/** Costs can be fractions of a credit (spec: credits used show 4 decimals). */
const AMOUNT = { minimumFractionDigits: 2, maximumFractionDigits: 4 };

/** Message ids of the entry types' names, in a person's history and a team wallet's alike. */
export const CREDIT_TYPE_LABELS: Record<CreditHistoryEntry['type'], string> = {
  purchase: 'billing.typePurchase',
  video_generation: 'billing.typeVideoGeneration',
  image_generation: 'billing.typeImageGeneration',
  optimization: 'billing.typeOptimization',
  other: 'billing.typeOther',
};

/** An entry's amount with its sign: "+10.00", "-0.0325". */
export function signedAmount(amount: number): string {
  return `${amount >= 0 ? '+' : '-'}${numberFormat(AMOUNT).format(Math.abs(amount))}`;
}

/** Its colour: green when credits came in, red when they went. */
export function amountTone(amount: number): string {
  return amount >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400';
}
