import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
  /** A file answer's content, sent as is instead of a JSON body (exports). */
  file?: string;
  headers?: Record<string, string>;
}

export type MockRoutes = Record<
  string,
  MockResponse | (() => MockResponse | Promise<MockResponse>)
>;

/**
 * Replaces fetch with a table keyed "METHOD /api/path". Unlisted calls answer 404 like the server
 * does, so a test sees exactly the calls it did not expect.
 */
export function mockApi(routes: MockRoutes = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? await route() : route;
    const {
      status = 200,
      body = null,
      file,
      headers,
    } = answer ?? {
      status: 404,
      body: { detail: 'Not found' },
    };
    if (file !== undefined) return new Response(file, { status, headers });
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request headers of the n-th fetch call, whatever shape they were passed in. */
export function requestHeaders(fetchMock: ReturnType<typeof mockApi>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}
