import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { anyCode } from '../../test/helpers/error-code';
import { LANGUAGES } from '@atelier/contract';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const BUNDLE = `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};`;

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'atelier-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it.each(['/', '/dashboard', '/workflows/abc?tab=steps'])(
    'answers index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a compressed copy to a browser that accepts one', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 5);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers 304 when the browser already has this version', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('does not cache unhashed files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths, and /metrics with metrics off, as 404 JSON', async () => {
    for (const url of ['/api/dashboard', '/metrics', '/metrics?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not found', code: anyCode });
    }
  });

  it('sends security headers with a CSP that allows only its own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The pickers preview a chosen video or audio file from its data: URL.
    expect(csp).toContain("media-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers the strict API policy, uncached, and the documentation the site policy', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-ratelimit-remaining']).toBeUndefined();
    // Headers for documents only are left off JSON answers.
    expect(api.headers['x-xss-protection']).toBeUndefined();
    expect(api.headers['origin-agent-cluster']).toBeUndefined();

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('serving prerendered public pages', () => {
  const LANDING = '<!doctype html><html><body><div id="root"><h1>Create</h1></div></body></html>';
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'atelier-dist-'));
    await mkdir(path.join(dist, 'prerendered'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'prerendered', 'landing.html'), LANDING);
    await writeFile(
      path.join(dist, 'prerendered', 'pages.json'),
      JSON.stringify({ '/': 'landing.html', '/login': 'login-missing.html' }),
    );
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('answers a prerendered page at its path, query or not, uncached', async () => {
    for (const url of ['/', '/?ref=mail']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LANDING);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers the empty shell everywhere else, and where a listed file is missing', async () => {
    for (const url of ['/dashboard', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).toBe(INDEX);
    }
  });
});

describe('public pages in the visitor’s language (issue 35)', () => {
  const page = (language: string, text: string) =>
    `<!doctype html><html lang="${language}"><head>` +
    `<link rel="alternate" hreflang="de" href="%PUBLIC_URL%/de/"></head>` +
    `<body><div id="root"><h1>${text}</h1></div></body></html>`;
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'atelier-dist-'));
    await mkdir(path.join(dist, 'prerendered', 'de'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'prerendered', 'landing.html'), page('en', 'Create'));
    await writeFile(path.join(dist, 'prerendered', 'login.html'), page('en', 'Sign in'));
    await writeFile(path.join(dist, 'prerendered', 'de', 'landing.html'), page('de', 'Erstelle'));
    await writeFile(
      path.join(dist, 'prerendered', 'pages.json'),
      JSON.stringify({ '/': 'landing.html', '/login': 'login.html', '/de/': 'de/landing.html' }),
    );
    t = await createTestApp({ webDistDir: dist, env: { PUBLIC_URL: 'https://atelier.example' } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a browser that asks for German from / to /de/, query kept', async () => {
    const response = await get('/?ref=mail', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/?ref=mail');
    expect(response.headers.vary).toContain('accept-language');
  });

  it('serves the German page in German, with the site’s address in its links, and keeps the choice', async () => {
    const response = await get('/de/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('href="https://atelier.example/de/"');
    expect(response.headers['set-cookie']).toContain('language=de');
    expect((await get('/de')).headers.location).toBe('/de/');
  });

  it('serves English to a browser asking for English, or for a language without that page', async () => {
    expect((await get('/', { 'accept-language': 'en-GB' })).body).toContain('Create');
    expect((await get('/', { 'accept-language': 'ja' })).body).toContain('Create');
    // /login has no German file here: the English page rather than a dead end.
    const login = await get('/login', { 'accept-language': 'de' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('Sign in');
  });

  it('follows the language chosen on this device over the browser’s', async () => {
    const chosen = await get('/', { 'accept-language': 'en', cookie: 'theme=dark; language=de' });
    expect(chosen.headers.location).toBe('/de/');
    const english = await get('/', { 'accept-language': 'de', cookie: 'language=en' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Create');
  });

  it('takes /en/ as choosing English: remembered, then the English address', async () => {
    const response = await get('/en/login?next=1', { 'accept-language': 'de' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?next=1');
    expect(response.headers['set-cookie']).toContain('language=en');
    expect((await get('/en')).headers.location).toBe('/');
  });
});

describe('redirects built from a path stay on the site (issue 48)', () => {
  // Read as a browser reads a Location: tabs and newlines dropped, backslashes as slashes.
  const TRICKY = [
    '//evil.example',
    '///evil.example',
    '//evil.example/x?y=1',
    '/\\evil.example',
    '/\\\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%2f/evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/@evil.example',
    '//@evil.example',
    '//user:pass@evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/https://evil.example',
    '/https:evil.example',
    '/javascript:alert(1)',
    '//evil.example%2F..',
    '/?//evil.example',
  ];
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'atelier-dist-'));
    await mkdir(path.join(dist, 'prerendered', 'de'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'prerendered', 'landing.html'), '<html lang="en"></html>');
    const pages: Record<string, string> = { '/': 'landing.html' };
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      await mkdir(path.join(dist, 'prerendered', language), { recursive: true });
      await writeFile(path.join(dist, 'prerendered', language, 'landing.html'), '<html></html>');
      pages[`/${language}/`] = `${language}/landing.html`;
    }
    await writeFile(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify(pages));
    t = await createTestApp({ webDistDir: dist, env: { PUBLIC_URL: 'https://atelier.example' } });
  });
  afterAll(() => t.close());

  it.each(LANGUAGES)('never sends a visitor of /%s/... to another host', async (language) => {
    for (const tricky of TRICKY) {
      for (const url of [`/${language}${tricky}`, `/${language}/${tricky.slice(1)}`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeLessThan(500);
        const location = response.headers.location;
        if (location === undefined) continue;
        expect(String(location), url).toMatch(/^\/(?![/\\])/);
        expect(String(location), url).not.toMatch(/[\t\n\r\\]/);
        const landed = new URL(String(location), 'https://atelier.example/en/x');
        expect(landed.origin, `${url} -> ${String(location)}`).toBe('https://atelier.example');
      }
    }
  });

  it('still takes /en/... to the English address of the same page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/login?next=%2Fdashboard' });
    expect(response.headers.location).toBe('/login?next=%2Fdashboard');
  });
});

describe('the advertising pixels in the content security policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'atelier-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({
      webDistDir: dist,
      env: { REDDIT_PIXEL_ID: 'a2_test', SNAP_PIXEL_ID: 'snap-test' },
    });
  });
  afterAll(() => t.close());

  const policyFor = async (cookie?: string) =>
    String(
      (await t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} })).headers[
        'content-security-policy'
      ],
    );

  it('admits the pixels’ hosts only on pages for a visitor who accepted them', async () => {
    for (const policy of [
      await policyFor(),
      await policyFor('atelier_ad_consent=denied'),
      await policyFor('other=1; atelier_ad_consent=grantedx'),
    ]) {
      expect(policy).not.toContain('redditstatic.com');
      expect(policy).not.toContain('sc-static.net');
    }
    const granted = await policyFor('theme=dark; atelier_ad_consent=granted');
    expect(granted).toContain(
      "script-src 'self' https://www.redditstatic.com https://sc-static.net",
    );
    expect(granted).toContain('https://alb.reddit.com');
    expect(granted).toContain('https://tr.snapchat.com');
    // JSON answers keep the API's own policy either way.
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { cookie: 'atelier_ad_consent=granted' },
    });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });
});
