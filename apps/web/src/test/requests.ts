import type { mockApi } from './mock-api';

/**
 * The JSON bodies sent to one endpoint ("POST /api/auth/login"), in order, so a test can check
 * exactly what the page sent.
 */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const pathname = new URL(url, 'http://localhost').pathname;
      return (init?.method ?? 'GET') === method && pathname === path;
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    );
}

/** How many requests went to one endpoint. */
export function callCount(fetchMock: ReturnType<typeof mockApi>, key: string): number {
  return sentBodies(fetchMock, key).length;
}
