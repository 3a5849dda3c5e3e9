import { numberFormat } from '../../lib/locale';
import { useCurrency } from './api/get-currency';

export interface LocalCurrency {
  code: string;
  /** Units of `code` per USD. */
  rate: number;
}

const USD: LocalCurrency = { code: 'USD', rate: 1 };

/** "$3.49", "₹290.09", "¥384": the currency's own symbol and decimals. */
export function formatMoney(amount: number, currency = 'USD'): string {
  try {
    return numberFormat({ style: 'currency', currency }).format(amount);
  } catch {
    // A code Intl does not know: the amount is still worth showing, with the code.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A USD amount in the visitor's currency. */
export function formatLocal(usd: number, currency: LocalCurrency): string {
  return formatMoney(usd * currency.rate, currency.code);
}

/** The visitor's currency; USD until the server answers, and if it cannot. */
export function useLocalCurrency(): LocalCurrency {
  const { data } = useCurrency();
  return data ? { code: data.currency, rate: data.rate } : USD;
}
