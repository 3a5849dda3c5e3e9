import { useState } from 'react';

/** Spec part 2, "Recent search": kept in this browser only, the last five. */
export interface RecentSearch {
  id: string;
  query: string;
  /** ISO 8601. */
  timestamp: string;
}

const MAX_RECENT = 5;

/** One list per account, so two people sharing a browser do not see each other's searches. */
export function recentSearchesKey(userId: string): string {
  return `atelier.recent-searches.${userId}`;
}

export function readRecentSearches(userId: string): RecentSearch[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentSearchesKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentSearch).slice(0, MAX_RECENT) : [];
  } catch {
    // A value another version wrote, or someone edited: start again rather than fail.
    return [];
  }
}

/** Newest first; searching for the same words again moves them to the top instead of repeating. */
export function addRecentSearch(userId: string, query: string): RecentSearch[] {
  const entry: RecentSearch = {
    // Only a list key: crypto.randomUUID is missing on a plain-HTTP LAN install.
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    query,
    timestamp: new Date().toISOString(),
  };
  const others = readRecentSearches(userId).filter(
    (item) => item.query.toLowerCase() !== query.toLowerCase(),
  );
  const next = [entry, ...others].slice(0, MAX_RECENT);
  localStorage.setItem(recentSearchesKey(userId), JSON.stringify(next));
  return next;
}

export function useRecentSearches(userId: string) {
  const [recent, setRecent] = useState(() => readRecentSearches(userId));
  return { recent, remember: (query: string) => setRecent(addRecentSearch(userId, query)) };
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.query === 'string' &&
    typeof item.timestamp === 'string'
  );
}
