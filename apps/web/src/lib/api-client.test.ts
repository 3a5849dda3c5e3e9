import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestHeaders } from '../test/mock-api';
import {
  ApiError,
  apiFetch,
  apiRequest,
  clearToken,
  getToken,
  setToken,
  setUnauthorizedHandler,
} from './api-client';

afterEach(() => setUnauthorizedHandler(null));

describe('apiFetch', () => {
  it('sends the stored token as a bearer header to /api', async () => {
    setToken('abc.def', true);
    const fetchMock = mockApi({ 'GET /api/things': { body: { ok: true } } });

    await expect(apiFetch('/things')).resolves.toEqual({ ok: true });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things');
    expect(requestHeaders(fetchMock).get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without a token, and JSON bodies as JSON', async () => {
    const fetchMock = mockApi({ 'POST /api/things': { status: 201, body: { id: 1 } } });

    await apiFetch('/things', { method: 'POST', body: { name: 'x' } });

    const headers = requestHeaders(fetchMock);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"x"}');
  });

  it('leaves the token out of an anonymous call, and a 401 there ends no session', async () => {
    setToken('abc.def', true);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const fetchMock = mockApi({ 'GET /api/public': { status: 401, body: { detail: 'no' } } });

    await expect(apiFetch('/public', { anonymous: true })).rejects.toBeInstanceOf(ApiError);

    expect(requestHeaders(fetchMock).has('Authorization')).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('abc.def');
  });

  it('sends a FormData body as multipart, leaving the Content-Type to the browser', async () => {
    setToken('abc.def');
    const fetchMock = mockApi({ 'POST /api/uploads': { body: { ok: true } } });
    const form = new FormData();
    form.append('file', new File(['png'], 'me.png', { type: 'image/png' }));

    await apiFetch('/uploads', { method: 'POST', body: form });

    const headers = requestHeaders(fetchMock);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });

  it('answers status 0 when the body is cut off, as when the server is not reached', async () => {
    const cutOff = new Response(
      new ReadableStream({
        start: (controller) => controller.error(new TypeError('network error')),
      }),
      { status: 200 },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(cutOff)),
    );

    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 0 });
  });

  it('throws an ApiError carrying the status and the server detail', async () => {
    mockApi({ 'GET /api/things': { status: 403, body: { detail: 'Upgrade your plan' } } });

    const error = await apiFetch('/things').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: 'Upgrade your plan' });
  });

  it('keeps the whole error body for fields beyond detail', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { detail: 'Enter the code', two_factor_required: true },
      },
    });

    const error = await apiFetch('/auth/login', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      detail: 'Enter the code',
      two_factor_required: true,
    });
  });

  it('turns a list-shaped detail into one readable sentence', async () => {
    mockApi({
      'POST /api/things': {
        status: 422,
        body: { detail: [{ loc: ['body', 'email'], msg: 'Invalid email' }, { msg: 'Too short' }] },
      },
    });

    await expect(apiFetch('/things', { method: 'POST', body: {} })).rejects.toMatchObject({
      detail: 'email: Invalid email; Too short',
    });
  });

  it('falls back to the status text when the body has no detail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' })),
    );

    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 502, detail: 'Bad Gateway' });
  });

  it('on a 401 with a token, clears the token and hands over to the registered handler', async () => {
    setToken('expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/things': { status: 401, body: { detail: 'Session expired' } } });

    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 401 });

    expect(getToken()).toBeNull();
    expect(localStorage.getItem('remember_me')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 without a token (a refused sign-in) to the caller', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/auth/login': { status: 401, body: { detail: 'Wrong password' } } });

    await expect(apiFetch('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      detail: 'Wrong password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('validates the answer when given a schema', async () => {
    mockApi({ 'GET /api/count': { body: { count: 'three' } } });

    await expect(apiFetch('/count', { schema: z.object({ count: z.number() }) })).rejects.toThrow();
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 0 });
  });
});

describe('token storage', () => {
  it('keeps the token and the remember_me flag together', () => {
    setToken('t1', true);
    expect(getToken()).toBe('t1');
    expect(localStorage.getItem('remember_me')).toBe('true');

    clearToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('remember_me')).toBeNull();
  });
});

describe('apiRequest', () => {
  it('answers the status with the body and sends the extra headers beside the token', async () => {
    setToken('abc.def');
    const fetchMock = mockApi({ 'POST /api/jobs': { status: 202, body: { job_id: 'j1' } } });

    await expect(
      apiRequest('/jobs', { method: 'POST', body: {}, headers: { Prefer: 'respond-async' } }),
    ).resolves.toMatchObject({ status: 202, body: { job_id: 'j1' } });

    const headers = requestHeaders(fetchMock);
    expect(headers.get('Prefer')).toBe('respond-async');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it("sends a given token instead of the user's, and a 401 there ends no user session", async () => {
    setToken('user.token');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const fetchMock = mockApi({
      'GET /api/admin/me': { status: 401, body: { detail: 'Expired' } },
    });

    await expect(apiRequest('/admin/me', { token: 'admin.token' })).rejects.toMatchObject({
      status: 401,
    });

    expect(requestHeaders(fetchMock).get('Authorization')).toBe('Bearer admin.token');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('user.token');
  });

  it('sends no token at all when the given one is null', async () => {
    setToken('user.token');
    const fetchMock = mockApi({ 'GET /api/admin/me': { body: {} } });

    await apiRequest('/admin/me', { token: null });

    expect(requestHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('reads a file answer as a blob, with its headers', async () => {
    mockApi({
      'GET /api/export': {
        file: 'a,b\n1,2\n',
        headers: { 'Content-Disposition': 'attachment; filename="x.csv"' },
      },
    });

    const answer = await apiRequest('/export', { file: true });

    expect(await (answer.body as Blob).text()).toBe('a,b\n1,2\n');
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="x.csv"');
  });

  it('lets an abort through as itself, whatever class the runtime gives it', async () => {
    const abort = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(abort)),
    );

    await expect(apiRequest('/things')).rejects.toBe(abort);
  });
});
