import { describe, expect, it } from 'vitest';
import { formatCost, formatCredits, formatPrice } from './format';
import { activateLanguage } from './i18n/i18n';
import { formatDate } from './time';

describe('numbers, money and dates in the interface language', () => {
  it('writes them as English does until another language is chosen', () => {
    expect(formatCredits(1234.5)).toBe('1,234.50');
    expect(formatCost(0.0325)).toBe('0.0325');
    expect(formatPrice(9.99)).toBe('$9.99');
    expect(formatPrice(0)).toBe('$0');
  });

  it('follows the language chosen, keeping 2 decimals for balances and 4 for costs', async () => {
    await activateLanguage('de');
    expect(formatCredits(1234.5)).toBe('1.234,50');
    expect(formatCost(0.0325)).toBe('0,0325');
    expect(formatPrice(9.99)).toBe('9,99\u00a0$');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05.03.2026');

    await activateLanguage('fr');
    expect(formatCredits(1234.5)).toBe('1\u202f234,50');
  });
});
