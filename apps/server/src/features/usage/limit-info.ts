import { UNLIMITED, type LimitInfo } from '@atelier/contract';

/** Percentages to one decimal, capped at 100; an unlimited feature is always at 0 %. */
export function limitInfo(limit: number, currentUsage: number): LimitInfo {
  const percentage =
    limit === UNLIMITED || limit <= 0
      ? limit === 0 && currentUsage > 0
        ? 100
        : 0
      : Math.min(100, Math.round((currentUsage / limit) * 1000) / 10);
  return { limit, current_usage: currentUsage, percentage_used: percentage };
}

export function canUse(limit: number, currentUsage: number, count = 1): boolean {
  return limit === UNLIMITED || currentUsage + count <= limit;
}
