// The CSS a prerendered page's markup uses, inlined in it by Beasties (scripts/prerender.mjs),
// with two corrections for Tailwind's output (issue 48).
import Beasties from 'beasties';

/**
 * Beasties keeps every rule without a selector and every :root variable, so each page carried
 * all of Tailwind's registered properties (@property, and their fallback for browsers without it)
 * and every theme colour the app uses anywhere: 4-7 kB of a page's inline CSS it never reads.
 * Kept: the custom properties the inline rules read with var(), and those these read in turn.
 * The full stylesheet, loaded after the first paint, declares them all again.
 */
function pruneCustomProperties(css) {
  const ROOT = /@layer theme\{:root\{([^{}]*)\}/;
  const PROPERTY = /@property (--[\w-]+)\{[^{}]*\}/g;
  const FALLBACK = /(@layer properties\{@supports [^{]*\{[^{]*\{)([^{}]*)\}/;
  const root = Object.fromEntries(
    [...(ROOT.exec(css)?.[1] ?? '').matchAll(/(--[\w-]+):([^;]*)/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
  const readers = css.replace(ROOT, '').replace(PROPERTY, '').replace(FALLBACK, '$1}');
  const read = new Set([...readers.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name));
  for (const name of read) {
    for (const [, inner] of (root[name] ?? '').matchAll(/var\((--[\w-]+)/g)) read.add(inner);
  }
  const kept = (declarations) =>
    declarations
      .split(';')
      .filter((declaration) => !declaration.startsWith('--') || read.has(declaration.split(':')[0]))
      .join(';');
  return css
    .replace(ROOT, (_, declarations) => `@layer theme{:root{${kept(declarations)}}`)
    .replace(PROPERTY, (rule, name) => (read.has(name) ? rule : ''))
    .replace(FALLBACK, (_, opening, declarations) => `${opening}${kept(declarations)}}`);
}
const pruneInlineCss = (html) =>
  html.replace(
    /<style>(.*?)<\/style>/s,
    (_, css) => `<style>${pruneCustomProperties(css)}</style>`,
  );

/**
 * Beasties matches a rule's selector against the page with its pseudo-classes stripped, and
 * `:where(...)` and `:is(...)` go whole: Tailwind's space-y and divide-y utilities
 * (`:where(.space-y-4>:not(:last-child))`) and group variants were left out of every page, whose
 * spacing then changed when the full stylesheet arrived (a layout shift on /login and /terms).
 * A selector that begins with one is matched by what it wraps.
 */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector) {
    let unwrapped = selector;
    for (;;) {
      const opening = /^:(?:where|is)\(/.exec(unwrapped);
      if (!opening) break;
      let depth = 1;
      let end = opening[0].length;
      for (; end < unwrapped.length && depth > 0; end += 1) {
        if (unwrapped[end] === '(') depth += 1;
        if (unwrapped[end] === ')') depth -= 1;
      }
      unwrapped = unwrapped.slice(opening[0].length, end - 1) + unwrapped.slice(end);
    }
    return super.normalizeCssSelector(unwrapped);
  }
}

/**
 * Returns a function that inlines into a page the rules of its stylesheet (in `dist`) that its
 * markup uses. The stylesheet's link stays where it is (preload false), for prerender.mjs to
 * replace with the boot script's.
 */
export function criticalCss(dist) {
  const beasties = new PageBeasties({
    path: dist,
    preload: false,
    pruneSource: false,
    logLevel: 'warn',
  });
  return async (html) => pruneInlineCss(await beasties.process(html));
}
