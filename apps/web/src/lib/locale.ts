/**
 * The locale numbers, money and dates are written in: the interface language, set by lib/i18n
 * when it changes (issue 35), English until then. Kept apart from the translations, so pages that
 * do not load them (the landing page) still format, in English. Formatters are made on first use
 * (the first one of a page loads locale data, tens of milliseconds on a phone) and kept per
 * locale and options.
 */
let locale = 'en';
const formatters = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
>();

export function setFormatLocale(language: string): void {
  if (language === locale) return;
  locale = language;
  formatters.clear();
}

export function formatLocale(): string {
  return locale;
}

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept('number', options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept('date', options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return kept('relative', options, () => new Intl.RelativeTimeFormat(locale, options));
}
