import type { CurrencyResponse } from '@atelier/contract';
import type { ExchangeRates } from '../../lib/exchange-rates';
import { countryOf, currencyOf } from '../../lib/geo';
import { inrPerUsdOf } from './catalogue';

/** The visitor's currency from their IP, and its rate from USD (live, or the fixed fallback). */
export async function currencyFor(rates: ExchangeRates, ip: string): Promise<CurrencyResponse> {
  const country = countryOf(ip);
  const current = await rates.current();
  const wanted = currencyOf(country);
  // A currency the rates do not cover is shown in USD rather than at a made-up rate.
  const currency = current.rates[wanted] ? wanted : 'USD';
  return {
    country_code: country,
    currency,
    // Prices in rupees are shown at the rate Razorpay charges them at: without live rates that
    // is the spec's conversion factor (83), not its display table's 83.12.
    rate:
      currency === 'INR'
        ? inrPerUsdOf(current.rates, current.source)
        : (current.rates[currency] ?? 1),
    rates: current.rates,
    source: current.source,
  };
}
