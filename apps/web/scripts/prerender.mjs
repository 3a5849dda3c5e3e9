// Writes the public pages as static HTML after `vite build` (the SSR bundle of
// src/app/prerender.tsx is built into .tmp/prerender first). Each page is the built shell with its
// markup inside #root and the CSS its markup uses inlined (Beasties). Its one script is
// src/app/boot.ts in place of the app's entry: after the first paint it loads the full stylesheet
// (a <noscript> link without JavaScript) and the app, so nothing but the HTML comes before that
// paint (issue 48). The server serves these files at their paths (dist/prerendered/pages.json);
// every other address still gets the empty shell.
//
// Each page is written once per interface language (issue 35): `/login` in English,
// `/es/login` in Spanish, with its <html lang>, `hreflang` links to the others (the server puts
// its PUBLIC_URL in place of PUBLIC_URL_PLACEHOLDER) and its messages as JSON for main.tsx.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { criticalCss } from './critical-css.mjs';

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
// The app's entry and stylesheet, as Vite wrote them into the shell.
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const entry = ENTRY.exec(shell)?.[1];
const stylesheet = STYLESHEET.exec(shell)?.[1];
if (!entry || !stylesheet) throw new Error('dist/index.html has no module entry or stylesheet');
const boot = (await readdir(path.join(dist, 'assets'))).filter((file) =>
  /^boot-.*\.js$/.test(file),
);
if (boot.length !== 1) throw new Error(`dist/assets has ${boot.length} boot-*.js files, not one`);

/** The chunks a module imports statically, and theirs (fetched with it: boot.ts preloads them). */
async function staticImports(file, found = new Set()) {
  const code = await readFile(path.join(dist, file), 'utf8');
  for (const [, name] of code.matchAll(
    /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    const chunk = `/assets/${name}`;
    if (!found.has(chunk)) {
      found.add(chunk);
      await staticImports(chunk, found);
    }
  }
  return found;
}

// The icon inline: its request, made as the page paints, took a connection from the first paint.
const FAVICON = /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg"\s*\/?>/;
if (!FAVICON.test(shell)) throw new Error('dist/index.html has no /favicon.svg icon link');
const favicon = (await readFile(path.join(dist, 'favicon.svg'), 'utf8'))
  .replace(/\s*\n\s*/g, '')
  .replaceAll('"', "'")
  .replace(/[<>#%]/g, encodeURIComponent);
const inlineFavicon = (html) =>
  html.replace(
    FAVICON,
    `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${favicon}">`,
  );

/**
 * The boot script where the entry was, told what to load after the first paint; the stylesheet's
 * link only for a browser without JavaScript (Beasties has inlined what the markup uses).
 */
const bootScript =
  `<script type="module" crossorigin src="/assets/${boot[0]}" data-app="${entry}" ` +
  `data-preload="${[...(await staticImports(entry))].join(' ')}" data-stylesheet="${stylesheet}"></script>`;
const deferStylesheetAndApp = (html) => {
  if (!ENTRY.test(html) || !STYLESHEET.test(html))
    throw new Error('Beasties moved the entry or stylesheet');
  return html
    .replace(ENTRY, bootScript)
    .replace(STYLESHEET, `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`);
};

const inlineCriticalCss = criticalCss(dist);

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
    await writeFile(
      path.join(dist, 'prerendered', folder, file),
      inlineFavicon(deferStylesheetAndApp(await inlineCriticalCss(page))),
    );
    written[address] = `${folder}${file}`;
  }
}
await writeFile(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify(written, null, 2));
console.log(`prerendered ${Object.keys(PAGES).join(', ')} in ${LANGUAGES.join(', ')}`);
