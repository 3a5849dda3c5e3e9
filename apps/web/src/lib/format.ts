import { numberFormat } from './locale';

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const FOUR_DECIMALS = { minimumFractionDigits: 4, maximumFractionDigits: 4 };

/** Balances show two decimals (api-conventions: 2 for balances, 4 for costs). */
export function formatCredits(credits: number): string {
  return numberFormat(TWO_DECIMALS).format(credits);
}

/** Costs and credits used show four decimals (api-conventions); balances use formatCredits. */
export function formatCost(credits: number): string {
  return numberFormat(FOUR_DECIMALS).format(credits);
}

export function microsToCredits(micros: number): number {
  return micros / 1_000_000;
}

/** Balances after arithmetic stay at micro-credit precision (0.05 - 0.04 is not 0.01 in floats). */
export function roundCredits(credits: number): number {
  return Math.round(credits * 1_000_000) / 1_000_000;
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

/** "7.2 s" */
export function formatSeconds(seconds: number): string {
  return `${numberFormat({ maximumFractionDigits: 1 }).format(seconds)} s`;
}
