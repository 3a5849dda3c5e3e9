import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatMilliseconds,
  formatMoney,
  formatPercent,
  formatSeconds,
} from './figures';

describe('admin figures', () => {
  it('writes sizes in powers of 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatBytes(250 * 1024 ** 2)).toBe('250 MB');
  });

  it('writes a span in its two largest units', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(7500)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
    expect(formatDuration(86_400 + 30)).toBe('1 d');
  });

  it('writes fractions as percents and money in its currency', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatMoney({ currency: 'USD', amount: 1234.5 })).toBe('$1,234.50');
    expect(formatMoney({ currency: 'XYZ1', amount: 2 })).toBe('2.00 XYZ1');
  });

  it('writes counts, latencies and job durations', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatMilliseconds(12.46)).toBe('12.5 ms');
    expect(formatMilliseconds(340.4)).toBe('340 ms');
    expect(formatSeconds(2.44)).toBe('2.4 s');
    expect(formatSeconds(0)).toBe('0 s');
    expect(formatSeconds(200)).toBe('3 min 20 s');
  });
});
