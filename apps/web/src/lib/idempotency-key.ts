/**
 * A fresh Idempotency-Key for one paid click or one staff change. crypto.randomUUID exists only
 * in secure contexts, and a self-hosted install may be served over plain HTTP on a LAN address,
 * where getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
