import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRatesDouble } from '../../test/helpers/payment-gateways';
import { createExchangeRates } from './exchange-rates';
import { createLogger } from './logger';

describe('exchange rates', () => {
  let service: Awaited<ReturnType<typeof startRatesDouble>>;
  beforeAll(async () => {
    service = await startRatesDouble({ USD: 1, EUR: 0.91, INR: 88.5 });
  });
  afterAll(() => service.stop());

  it('fetches once a day and shares one fetch between callers', async () => {
    let now = 1_000_000;
    const rates = createExchangeRates(service.url, createLogger('silent'), () => now);
    const before = service.requests.length;
    const [a, b] = await Promise.all([rates.current(), rates.current()]);
    expect(a).toEqual(b);
    expect(a.source).toBe('live');
    expect(a.rates.EUR).toBe(0.91);
    // A currency the service left out keeps its fixed rate.
    expect(a.rates.JPY).toBe(110);
    now += 23 * 60 * 60 * 1000;
    await rates.current();
    expect(service.requests.length - before).toBe(1);
    now += 2 * 60 * 60 * 1000;
    await rates.current();
    expect(service.requests.length - before).toBe(2);
  });

  it('falls back to the spec fixed rates when the service fails', async () => {
    service.state.fail = true;
    try {
      const rates = createExchangeRates(service.url, createLogger('silent'));
      const current = await rates.current();
      expect(current.source).toBe('fallback');
      expect(current.rates).toMatchObject({
        EUR: 0.85,
        GBP: 0.73,
        INR: 83.12,
        CAD: 1.25,
        AUD: 1.35,
        JPY: 110,
      });
    } finally {
      service.state.fail = false;
    }
  });
});
