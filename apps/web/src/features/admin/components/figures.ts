/** How the portal writes money, shares, sizes and spans: one place, so every tab reads alike. */

export interface Money {
  currency: string;
  amount: number;
}

export function formatMoney({ currency, amount }: Money): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // A code Intl does not know still reads sensibly.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatUsd(amount: number): string {
  return formatMoney({ currency: 'USD', amount });
}

/** A share the server sends as a fraction (0.125), written as a percent ("12.5%"). */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Powers of 1024, as disks and operating systems count them: "1.5 GB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

/** A span in its two largest units: "45 s", "3 min 20 s", "2 h 5 min", "3 d 4 h". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const parts: [number, string][] = [
    [Math.floor(total / 86_400), 'd'],
    [Math.floor((total % 86_400) / 3600), 'h'],
    [Math.floor((total % 3600) / 60), 'min'],
    [total % 60, 's'],
  ];
  const first = parts.findIndex(([count]) => count > 0);
  if (first === -1) return '0 s';
  return parts
    .slice(first, first + 2)
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}`)
    .join(' ');
}

/** A count with thousands separators: "12,345". */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A latency: "12.5 ms", whole milliseconds from 100 on ("340 ms"). */
export function formatMilliseconds(ms: number): string {
  return `${ms.toLocaleString('en-US', { maximumFractionDigits: ms >= 100 ? 0 : 1 })} ms`;
}

/** A job's duration: "2.4 s" under a minute, where a tenth still tells; then as formatDuration. */
export function formatSeconds(seconds: number): string {
  if (seconds >= 60) return formatDuration(seconds);
  return `${seconds.toLocaleString('en-US', { maximumFractionDigits: 1 })} s`;
}
