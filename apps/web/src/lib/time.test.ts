import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './time';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [10 * 24 * 3600, 'last week'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('reads future times forwards', () => {
    expect(formatRelativeTime(ago(-2 * 3600), NOW)).toBe('in 2 hours');
  });

  it('does not pass on an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('unknown');
    expect(formatDateTime('not a date')).toBe('unknown');
  });
});
