// Writes the public pages as static HTML after `vite build` (the SSR bundle of
// src/app/prerender.tsx is built into .tmp/prerender first). Each page is the built shell with its
// markup inside #root and the CSS it needs for its first screen inlined (Beasties); the rest of
// the stylesheet loads without blocking the paint. The server serves these files at their paths
// (dist/prerendered/pages.json); every other address still gets the empty shell.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const PAGES = {
  '/': 'landing.html',
  '/login': 'login.html',
  '/register': 'register.html',
  '/terms': 'terms.html',
  '/privacy': 'privacy.html',
};
const ROOT_ELEMENT = '<div id="root"></div>';

// React's production build, as the browser gets.
process.env.NODE_ENV = 'production';
const { renderPage } = await import(
  pathToFileURL(path.join(root, '.tmp', 'prerender', 'prerender.js')).href
);
const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
const beasties = new Beasties({
  path: dist,
  preload: 'body',
  pruneSource: false,
  logLevel: 'warn',
});

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const [pathname, file] of Object.entries(PAGES)) {
  const markup = await renderPage(pathname);
  const page = shell.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
  await writeFile(path.join(dist, 'prerendered', file), await beasties.process(page));
}
await writeFile(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify(PAGES, null, 2));
console.log(`prerendered ${Object.keys(PAGES).join(', ')}`);
