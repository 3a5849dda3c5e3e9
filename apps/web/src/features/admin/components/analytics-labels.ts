import type { AdminReportBody, AdminTimeRange } from '@atelier/contract';

/** Spec part 2, section 9: the analytics ranges as the selector names them. */
export const TIME_RANGE_LABELS: Record<AdminTimeRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
};

export const REPORT_TYPE_LABELS: Record<AdminReportBody['report_type'], string> = {
  users: 'Users',
  revenue: 'Revenue',
  usage: 'Usage',
  credits: 'Credits',
  audit: 'Audit',
};

export const REPORT_FORMAT_LABELS: Record<AdminReportBody['format'], string> = {
  csv: 'CSV',
  pdf: 'PDF',
  excel: 'Excel',
};

/** A tool or feature as the server names it ("product_video_ad"), as people read it. */
export function readableName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dayTick = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthTick = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period on a chart's axis: "2025-06-01" as "Jun 1", "2025-06" as "Jun 2025" (UTC, as sent). */
export function periodTick(period: string): string {
  const date = new Date(period.length === 7 ? `${period}-01T00:00:00Z` : `${period}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return period;
  return (period.length === 7 ? monthTick : dayTick).format(date);
}
