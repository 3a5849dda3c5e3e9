// Writes the public pages as static HTML after `vite build` (the SSR bundle of
// src/app/prerender.tsx is built into .tmp/prerender first). Each page is the built shell with its
// markup inside #root and the CSS it needs for its first screen inlined (Beasties); the rest of
// the stylesheet loads without blocking the paint. The server serves these files at their paths
// (dist/prerendered/pages.json); every other address still gets the empty shell.
//
// Each page is written once per interface language (issue 35): `/login` in English,
// `/es/login` in Spanish, with its <html lang>, `hreflang` links to the others (the server puts
// its PUBLIC_URL in place of PUBLIC_URL_PLACEHOLDER) and its messages as JSON for main.tsx.
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
const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

/** Links to the page in every language, and to English as the default for any other. */
function alternates(pathname) {
  const link = (hreflang, href) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${PUBLIC_URL_PLACEHOLDER}${href}">`;
  return [
    ...LANGUAGES.map((language) => link(language, pathInLanguage(pathname, language))),
    link('x-default', pathname),
  ].join('');
}

/** JSON inside <script>: `<` escaped, so no text in it can close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

// React's production build, as the browser gets.
process.env.NODE_ENV = 'production';
const { renderPage, LANGUAGES, pathInLanguage } = await import(
  pathToFileURL(path.join(root, '.tmp', 'prerender', 'prerender.js')).href
);
const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
for (const part of [ROOT_ELEMENT, '<html lang="en">', '</head>']) {
  if (!shell.includes(part)) throw new Error(`dist/index.html has no ${part}`);
}
const beasties = new Beasties({
  path: dist,
  preload: 'body',
  pruneSource: false,
  logLevel: 'warn',
});

const written = {};
for (const language of LANGUAGES) {
  const folder = language === 'en' ? '' : `${language}/`;
  await mkdir(path.join(dist, 'prerendered', folder), { recursive: true });
  for (const [pathname, file] of Object.entries(PAGES)) {
    const address = pathInLanguage(pathname, language);
    const { html, messages } = await renderPage(address);
    const page = shell
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('</head>', `${alternates(pathname)}</head>`)
      .replace(
        ROOT_ELEMENT,
        `<div id="root">${html}</div><script type="application/json" id="page-messages" ` +
          `data-language="${language}">${scriptJson(messages)}</script>`,
      );
    await writeFile(path.join(dist, 'prerendered', folder, file), await beasties.process(page));
    written[address] = `${folder}${file}`;
  }
}
await writeFile(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify(written, null, 2));
console.log(`prerendered ${Object.keys(PAGES).join(', ')} in ${LANGUAGES.join(', ')}`);
