import { numberFormat } from '../../../lib/locale';

const FOUR_DECIMALS = { minimumFractionDigits: 4, maximumFractionDigits: 4 };

/** Costs and credits used show four decimals (api-conventions); balances use formatCredits. */
export function formatCost(credits: number): string {
  return numberFormat(FOUR_DECIMALS).format(credits);
}

export function microsToCredits(micros: number): number {
  return micros / 1_000_000;
}

/** "7.2 s" */
export function formatSeconds(seconds: number): string {
  return `${numberFormat({ maximumFractionDigits: 1 }).format(seconds)} s`;
}

/** Balances after arithmetic stay at micro-credit precision (0.05 - 0.04 is not 0.01 in floats). */
export function roundCredits(credits: number): number {
  return Math.round(credits * 1_000_000) / 1_000_000;
}
