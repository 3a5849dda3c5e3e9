import { UNLIMITED } from '@atelier/contract';

// Made on first use: the first Intl formatter of a page loads locale data, tens of milliseconds on
// a phone, which the landing page's pricing would otherwise pay while the page is loading.
let twoDecimalsFormat: Intl.NumberFormat | null = null;
const twoDecimals = {
  format(value: number): string {
    twoDecimalsFormat ??= new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return twoDecimalsFormat.format(value);
  },
};

/** Balances show two decimals (api-conventions: 2 for balances, 4 for costs). */
export function formatCredits(credits: number): string {
  return twoDecimals.format(credits);
}

/** Plan prices are USD per month; a free plan reads "$0" rather than "$0.00". */
export function formatPrice(usd: number): string {
  return usd === 0 ? '$0' : `$${twoDecimals.format(usd)}`;
}

export function formatLimit(limit: number): string {
  return limit === UNLIMITED ? 'Unlimited' : String(limit);
}
