import { describe, expect, it } from 'vitest';
import { countryOf, currencyOf } from './geo';

describe('location from the offline database', () => {
  it('finds the country of public addresses, IPv4 and IPv6', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('49.44.0.1')).toBe('IN');
    expect(countryOf('81.2.69.160')).toBe('GB');
    expect(countryOf('2a00:1450:4001::1')).toBe('DE');
  });

  it('falls back to US for private, loopback and unlabelled addresses', () => {
    expect(countryOf('10.0.0.1')).toBe('US');
    expect(countryOf('::1')).toBe('US');
    expect(countryOf('1.1.1.1')).toBe('US');
  });

  it('maps countries to the currency prices are shown in, USD otherwise', () => {
    expect(currencyOf('IN')).toBe('INR');
    expect(currencyOf('DE')).toBe('EUR');
    expect(currencyOf('ZZ')).toBe('USD');
  });
});
