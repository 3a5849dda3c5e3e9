import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languageOfPath, pathInLanguage } from '@atelier/contract';
import type { Language } from '@atelier/contract';
import { languageFromHeader } from './language';
import { sameSitePath } from './same-site-path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.txt', '.svg']);

interface WebFile {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Serves the built React app from the same process. The build is immutable once deployed, so
 * every file is read and compressed (brotli, gzip) once at start and answered from memory:
 * hashed assets cached for a year, index.html never cached, and every non-API page GET (no file
 * extension) falls back to index.html so client routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
  publicUrl: string,
): Promise<void> {
  const files = loadFiles(webDistDir, publicUrl.replace(/\/$/, ''));
  const index = files.get('/index.html');

  // Files and pages are not part of the API: they stay out of its OpenAPI document.
  const hidden = { schema: { hide: true } };
  for (const [urlPath, file] of files) {
    app.get(urlPath, hidden, (request, reply) => send(request, reply, file));
  }
  // The public pages, prerendered at build time in every language (`/login`, `/es/login`), so
  // their content paints before any script runs, in the visitor's language (issue 35).
  const pages = prerenderedPages(webDistDir, files);
  for (const [pagePath, file] of pages) {
    const language = languageOfPath(pagePath);
    if (language) {
      // An address in a language is the visitor's choice, kept for their next visit to `/`.
      app.get(pagePath, hidden, (request, reply) => {
        if (chosenLanguage(request) !== language)
          reply.header('set-cookie', languageCookie(language));
        return send(request, reply, file);
      });
      if (pagePath.endsWith('/')) {
        app.get(pagePath.slice(0, -1), hidden, (request, reply) =>
          reply.redirect(pagePath + queryOf(request), 301),
        );
      }
      continue;
    }
    // An English address sends a visitor who chose another language, or whose browser asks for
    // one, to that language's page.
    app.get(pagePath, hidden, (request, reply) => {
      const wanted =
        chosenLanguage(request) ?? languageFromHeader(request.headers['accept-language']);
      const there = pathInLanguage(pagePath, wanted);
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      if (wanted !== 'en' && pages.has(there)) return reply.redirect(there + queryOf(request), 302);
      return send(request, reply, file, false);
    });
  }

  // `/en/...` is a visitor choosing English (the pages' language links): kept, then the
  // English address, which has no prefix.
  if (index) {
    const chooseEnglish = (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('set-cookie', languageCookie('en'))
        .redirect(sameSitePath(request.url.replace(/^\/en(?=\/|\?|$)\/?/, '/')), 302);
    app.get('/en', hidden, chooseEnglish);
    app.get('/en/*', hidden, chooseEnglish);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '';
    if (!index || isApiPath(pathname) || !isPage) {
      return apiNotFound(request, reply);
    }
    return send(request, reply, index);
  });
}

/**
 * Paths the server answers itself, never the web app: the API, and `/metrics`, which with metrics
 * off is an unknown path like any other (404 JSON), not a page (issue 48).
 */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === '/metrics';
}

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile, vary = true) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('etag', file.etag);
  if (vary) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.identity);
}

/** dist/prerendered/pages.json maps page paths to files beside it (apps/web/scripts/prerender.mjs). */
function prerenderedPages(root: string, files: Map<string, WebFile>): Map<string, WebFile> {
  const manifest = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(pages).flatMap(([pagePath, name]) => {
      const file = files.get(`/prerendered/${name}`);
      return file ? [[pagePath, file] as [string, WebFile]] : [];
    }),
  );
}

const LANGUAGE_COOKIE = 'language';

/** The language this device chose: a visitor's pick, or a signed-in account's (the web sets it). */
function chosenLanguage(request: FastifyRequest): Language | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(
    request.headers.cookie ?? '',
  )?.[1];
  return isLanguage(value) ? value : null;
}

function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

/** PUBLIC_URL_MARK in a prerendered page stands for the site's public address (its hreflang links). */
const PUBLIC_URL_MARK = '%PUBLIC_URL%';

function loadFiles(root: string, publicUrl: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = '/' + path.relative(root, absolute).split(path.sep).join('/');
    const extension = path.extname(entry.name);
    const read = readFileSync(absolute);
    const identity = urlPath.startsWith('/prerendered/')
      ? Buffer.from(read.toString('utf8').replaceAll(PUBLIC_URL_MARK, publicUrl))
      : read;
    const compress = COMPRESSIBLE.has(extension) && identity.length > 1024;
    files.set(urlPath, {
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      gzip: compress ? gzipSync(identity, { level: 9 }) : undefined,
      br: compress
        ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : undefined,
    });
  }
  return files;
}
