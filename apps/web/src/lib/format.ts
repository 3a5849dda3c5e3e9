import { numberFormat } from './locale';

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Balances show two decimals (api-conventions: 2 for balances, 4 for costs). */
export function formatCredits(credits: number): string {
  return numberFormat(TWO_DECIMALS).format(credits);
}

/** Plan prices are USD per month; a free plan reads "$0" rather than "$0.00". */
export function formatPrice(usd: number): string {
  const decimals = usd === 0 ? 0 : 2;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(usd);
}

/** A count (a limit, a number of items) in the interface language's digits and grouping. */
export function formatNumber(value: number): string {
  return numberFormat({}).format(value);
}
