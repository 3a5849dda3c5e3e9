import { translate } from './i18n/i18n';
import { dateTimeFormat, relativeTimeFormat } from './locale';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// In the interface language (lib/locale.ts) and the reader's own time zone.
const relative = () => relativeTimeFormat({ numeric: 'auto' });
const dateTime = () => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = () => dateTimeFormat({ dateStyle: 'medium' });

/** "just now", "5 minutes ago", "yesterday", "in 3 days". */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return translate('time.unknown');
  if (Math.abs(seconds) < 45) return translate('time.justNow');
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['minute', 60];
  return relative().format(Math.round(seconds / size), unit);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? translate('time.unknown') : dateTime().format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? translate('time.unknown') : dateOnly().format(date);
}
