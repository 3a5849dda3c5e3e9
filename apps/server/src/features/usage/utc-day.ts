/** Daily limits reset at 00:00 UTC (api-conventions.md): the counter's key is the UTC date. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
