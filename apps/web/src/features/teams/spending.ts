import type { TeamMemberSpending } from '@atelier/contract';
import { dateTimeFormat } from '../../lib/locale';

/**
 * The credits the chart's full width stands for: the largest spend or monthly cap, so every bar
 * and every cap mark fits; 1 when nobody spent and no cap is set.
 */
export function spendingScale(rows: readonly TeamMemberSpending[]): number {
  return Math.max(1, ...rows.flatMap((row) => [row.spent_month, row.monthly_cap ?? 0]));
}

/** A share of the scale as a CSS width or position, kept within the track. */
export function share(credits: number, scale: number): string {
  return `${Math.min(100, Math.max(0, (credits / scale) * 100))}%`;
}

/** The server's month (YYYY-MM, UTC) as "March 2025" in the interface language. */
export function monthName(month: string): string {
  const start = new Date(`${month}-01T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) return month;
  return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start);
}
