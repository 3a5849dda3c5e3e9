import { FALLBACK_RATES } from '@atelier/contract';
import type { Logger } from 'pino';
import { z } from 'zod';

/** Units of each currency per USD, and whether they came from the rates service. */
export interface Rates {
  rates: Record<string, number>;
  source: 'live' | 'fallback';
}

export interface ExchangeRates {
  current(): Promise<Rates>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** After a failed fetch the fallback is used this long before trying again. */
const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 3000;

const RatesBody = z.object({
  rates: z.record(z.string(), z.number().positive()),
});

/**
 * Rates from a public service (any URL answering `{ "rates": { "EUR": 0.92, ... } }` from USD),
 * fetched at most once a day per process; when it cannot be reached the spec's fixed rates answer
 * (spec part 2: "Exchange-rate failure falls back to fixed rates"). Concurrent callers share one
 * fetch.
 */
export function createExchangeRates(
  url: string,
  logger: Logger,
  clock: () => number = Date.now,
): ExchangeRates {
  let cached: { value: Rates; until: number } | null = null;
  let pending: Promise<Rates> | null = null;

  async function fetchRates(): Promise<Rates> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`rates service answered ${response.status}`);
      const body = RatesBody.parse(await response.json());
      cached = {
        value: { rates: { ...FALLBACK_RATES, ...body.rates, USD: 1 }, source: 'live' },
        until: clock() + DAY_MS,
      };
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      const reason = cause instanceof Error ? cause.message : String(cause);
      logger.warn({ url, reason }, 'exchange rates unavailable; using the fixed rates');
      cached = {
        value: { rates: { ...FALLBACK_RATES }, source: 'fallback' },
        until: clock() + RETRY_AFTER_FAILURE_MS,
      };
    }
    return cached.value;
  }

  return {
    current() {
      if (cached && cached.until > clock()) return Promise.resolve(cached.value);
      pending ??= fetchRates().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
