import { createRequire } from 'node:module';

interface GeoIp {
  lookup(ip: string): { country: string } | null;
}

let geoip: GeoIp | null = null;

/**
 * The two-letter country of an IP from geoip-lite's offline database; unknown (a private address,
 * no match) means US (spec part 2: "Location failure falls back to US and USD"). The database
 * (about 100 MB in memory) loads on the first lookup, not at start.
 */
export function countryOf(ip: string): string {
  return lookupCountry(ip) ?? 'US';
}

/** The two-letter country of an IP, or null when the database does not know it. */
export function lookupCountry(ip: string): string | null {
  geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoIp;
  // The database has ranges with an empty country (1.1.1.1): those are unknown too.
  return geoip.lookup(ip)?.country || null;
}

/** Countries to the currency prices are shown in; anything else sees USD. */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  US: 'USD',
  IN: 'INR',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  JP: 'JPY',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  EG: 'EGP',
  AE: 'AED',
  SA: 'SAR',
  IL: 'ILS',
  TR: 'TRY',
  CN: 'CNY',
  KR: 'KRW',
  ID: 'IDR',
  MY: 'MYR',
  TH: 'THB',
  PH: 'PHP',
  VN: 'VND',
  PK: 'PKR',
  BD: 'BDT',
  LK: 'LKR',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
};

export function currencyOf(country: string): string {
  return CURRENCY_BY_COUNTRY[country] ?? 'USD';
}
