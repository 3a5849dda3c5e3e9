import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchMediaUrl, type FetchLimits } from './fetch-media-url';

/** A small web server standing in for the outside world, on 127.0.0.1. */
async function startSite(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function refusal(url: string, limits: FetchLimits) {
  try {
    await fetchMediaUrl(url, limits);
  } catch (error) {
    return {
      status: (error as { statusCode: number }).statusCode,
      detail: (error as Error).message,
    };
  }
  throw new Error(`${url} was fetched`);
}

describe('fetching a user-given URL', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  let site: Awaited<ReturnType<typeof startSite>>;
  let limits: FetchLimits;
  beforeAll(async () => {
    site = await startSite((request, response) => {
      const url = new URL(request.url ?? '/', 'http://site');
      if (url.pathname === '/image.png') return void response.end(PNG);
      if (url.pathname === '/to-private') {
        response.writeHead(302, { location: 'http://10.1.2.3/secret' });
        return void response.end();
      }
      if (url.pathname === '/to-localhost') {
        response.writeHead(302, { location: `http://localhost:${site.port}/image.png` });
        return void response.end();
      }
      if (url.pathname === '/loop') {
        response.writeHead(302, { location: '/loop' });
        return void response.end();
      }
      if (url.pathname === '/hop') {
        response.writeHead(301, { location: '/image.png' });
        return void response.end();
      }
      if (url.pathname === '/big-declared') {
        response.writeHead(200, { 'content-length': String(5 * 1024 * 1024) });
        return void response.end();
      }
      if (url.pathname === '/big-streamed') {
        // No length announced: the limit has to hold while the bytes arrive.
        for (let i = 0; i < 40; i += 1) response.write(Buffer.alloc(64 * 1024));
        return void response.end();
      }
      if (url.pathname === '/slow') return; // never answers
      response.writeHead(404).end();
    });
    limits = { maxBytes: 1024 * 1024, what: 'image', allow: [`127.0.0.1:${site.port}`] };
  });
  afterAll(() => site.close());

  it('downloads from an allowed host, following a redirect', async () => {
    expect(await fetchMediaUrl(`http://127.0.0.1:${site.port}/image.png`, limits)).toEqual(PNG);
    expect(await fetchMediaUrl(`http://127.0.0.1:${site.port}/hop`, limits)).toEqual(PNG);
  });

  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/image.png`],
    ['a private network', () => 'http://10.0.0.1/image.png'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/image.png`],
    ['IPv6 unique-local', () => 'http://[fd00::1]/image.png'],
    ['CGNAT', () => 'http://100.64.0.1/image.png'],
    ['multicast', () => 'http://224.0.0.1/image.png'],
    ['a name that resolves to 127.0.0.1', (port: number) => `http://localhost:${port}/image.png`],
    // IPv6 forms carrying a refused IPv4 address (issue 48).
    ['IPv4-compatible loopback', (port: number) => `http://[::127.0.0.1]:${port}/image.png`],
    ['IPv4-compatible private', () => 'http://[::a00:1]/image.png'],
    ['IPv4-compatible private, 192.168', () => 'http://[::c0a8:1]/image.png'],
    ['IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/image.png`],
    ['NAT64 loopback', () => 'http://[64:ff9b::7f00:1]/image.png'],
    ['6to4 of a private address', () => 'http://[2002:a00:1::1]/image.png'],
    ['Teredo', () => 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/image.png'],
    ['a non-http scheme', () => 'file:///etc/passwd'],
  ])('refuses %s with 400 "URL not allowed"', async (_, url) => {
    expect(await refusal(url(site.port), { ...limits, allow: [] })).toEqual({
      status: 400,
      detail: 'URL not allowed',
    });
  });

  it('checks every redirect: an allowed host cannot send the fetch to a private one', async () => {
    for (const path of ['/to-private', '/to-localhost']) {
      expect(await refusal(`http://127.0.0.1:${site.port}${path}`, limits)).toEqual({
        status: 400,
        detail: 'URL not allowed',
      });
    }
  });

  it('stops after 3 redirects', async () => {
    expect((await refusal(`http://127.0.0.1:${site.port}/loop`, limits)).detail).toBe(
      'The URL redirected more than 3 times.',
    );
  });

  it('enforces the size limit, announced or streamed, with 413 naming it', async () => {
    for (const path of ['/big-declared', '/big-streamed']) {
      expect(await refusal(`http://127.0.0.1:${site.port}${path}`, limits)).toEqual({
        status: 413,
        detail: 'The image is larger than the 1 MB limit.',
      });
    }
  });

  it('gives up on a host that does not answer in time', async () => {
    const slow = await refusal(`http://127.0.0.1:${site.port}/slow`, { ...limits, timeoutMs: 300 });
    expect(slow).toEqual({ status: 400, detail: 'The URL took too long to answer.' });
  });
});
