import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
): Promise<void> {
  const files = loadFiles(webDistDir);
  const index = files.get('/index.html');

  // Files and pages are not part of the API: they stay out of its OpenAPI document.
  const hidden = { schema: { hide: true } };
  for (const [urlPath, file] of files) {
    app.get(urlPath, hidden, (request, reply) => send(request, reply, file));
  }
  // The public pages, prerendered at build time, so their content paints before any script runs.
  for (const [pagePath, file] of prerenderedPages(webDistDir, files)) {
    app.get(pagePath, hidden, (request, reply) => send(request, reply, file));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '';
    if (!index || pathname === '/api' || pathname.startsWith('/api/') || !isPage) {
      return apiNotFound(request, reply);
    }
    return send(request, reply, index);
  });
}

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
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
function prerenderedPages(root: string, files: Map<string, WebFile>): [string, WebFile][] {
  const manifest = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return [];
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return Object.entries(pages).flatMap(([pagePath, name]) => {
    const file = files.get(`/prerendered/${name}`);
    return file ? [[pagePath, file] as [string, WebFile]] : [];
  });
}

function loadFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = '/' + path.relative(root, absolute).split(path.sep).join('/');
    const extension = path.extname(entry.name);
    const identity = readFileSync(absolute);
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
