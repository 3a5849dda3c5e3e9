import * as contract from '@atelier/contract';
import type { Language } from '@atelier/contract/languages';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The product's English, to find it on a page drawn in another language (issue 48): every message
 * of the web app's English catalogue and every text of the contract's message catalogues (the
 * server's words, the ones with figures too). A text with placeholders matches whatever stands in
 * them. English a language keeps as it is (brand and plan names, "Mono", "Prompt") is not counted.
 */

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function catalogue(language: Language): Catalogue {
  return Object.assign(
    {},
    ...Object.entries(files)
      .filter(([file]) => file.startsWith(`../locales/${language}/`))
      .map(([, messages]) => messages),
  ) as Catalogue;
}

interface EnglishText {
  /** Where it comes from: a catalogue id, or the contract's `GROUP.key`. */
  source: string;
  text: string;
  pattern: RegExp | null;
  /** The longest fixed part, which a text must contain before the pattern is tried. */
  clue: string;
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY = '[\\s\\S]+?';

/** A compiled ICU message as a pattern, and its fixed parts. */
function patternOf(message: CompiledMessage, parts: string[], inPlural = false): string {
  return message
    .map((token) => {
      if (typeof token === 'string') {
        const text = normal(token) === '' ? ' ' : token.replace(/\s+/g, ' ');
        if (inPlural) {
          text.split('#').forEach((part) => parts.push(part));
          return text.split('#').map(escape).join(ANY);
        }
        parts.push(text);
        return escape(text);
      }
      const [, type, cases] = token as [string, string?, Record<string, CompiledMessage>?];
      if ((type === 'plural' || type === 'selectordinal' || type === 'select') && cases) {
        const choices = Object.entries(cases)
          .filter(([name]) => name !== 'offset')
          .map(([, choice]) =>
            patternOf(typeof choice === 'string' ? [choice] : choice, [], type !== 'select'),
          );
        return `(?:${choices.join('|')})`;
      }
      return ANY;
    })
    .join('');
}

function englishText(source: string, message: string): EnglishText | null {
  const compiled = compileMessageOrThrow(message);
  const text = normal(message);
  if (typeof compiled === 'string' || compiled.every((token) => typeof token === 'string')) {
    return /\p{L}{2}/u.test(text) ? { source, text, pattern: null, clue: text } : null;
  }
  const parts: string[] = [];
  const pattern = patternOf(compiled, parts);
  const clue = parts.map(normal).sort((a, b) => b.length - a.length)[0] ?? '';
  // Placeholders with a word or two around them ("{count} s", "{term}:") say too little.
  if (!/\p{L}{3}/u.test(parts.join(' ')) || clue.length < 4) return null;
  return { source, text, pattern: new RegExp(`^${pattern.trim()}$`, 'u'), clue };
}

/** The contract's texts: strings as they are, functions with a placeholder for each argument. */
function contractTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const [name, messages] of Object.entries(contract)) {
    // The admin portal stays English (ADR 026).
    if (!/MESSAGES$/.test(name) || name.startsWith('ADMIN') || typeof messages !== 'object') {
      continue;
    }
    for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
      if (typeof value === 'string') texts.push([`${name}.${key}`, value.replace(/[{}]/g, '')]);
      if (typeof value === 'function') {
        const args = Array.from({ length: value.length }, (_, index) => `{a${index}}`);
        const text = (value as (...args: string[]) => string)(...args);
        texts.push([`${name}.${key}`, text.replace(/'/g, "''")]);
      }
    }
  }
  return texts;
}

/** What to look for on a page in `language`: the English it does not share. */
export function englishMatcher(language: Language) {
  const own = catalogue(language);
  const kept = new Set(Object.values(own).map(normal));
  const english = Object.entries(catalogue('en'))
    .filter(([id, message]) => own[id] !== message)
    .map(([id, message]) => englishText(id, message));
  const server = contractTexts().map(([source, text]) => englishText(source, text));
  const all = [...english, ...server].filter(
    (entry): entry is EnglishText => entry !== null && !kept.has(entry.text),
  );
  const exact = new Map(all.filter((entry) => !entry.pattern).map((entry) => [entry.text, entry]));
  const patterns = all.filter((entry) => entry.pattern);

  /** The English among `texts`, each with where it comes from. */
  return (texts: Iterable<string>): string[] => {
    const found = new Set<string>();
    for (const raw of texts) {
      const text = normal(raw);
      if (!text || kept.has(text)) continue;
      const entry =
        exact.get(text) ??
        patterns.find((pattern) => text.includes(pattern.clue) && pattern.pattern?.test(text));
      if (entry) found.add(`"${text}" (${entry.source})`);
    }
    return [...found];
  };
}

const SEEN = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext'];

/** Elements that start a line: the text of one holding any of these is not one sentence. */
const BLOCKS =
  'address, article, aside, blockquote, button, dd, details, dialog, div, dl, dt, fieldset, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hr, label, li, main, nav, ol, option, p, pre, section, select, summary, table, tbody, td, th, thead, tr, ul';

/**
 * What a person sees or hears on the page: each text node; the text of an element that mixes words
 * with inline markup ("Sign in <a>here</a>"), which is one sentence; the attributes read aloud or
 * shown on hover; and the document's title.
 */
export function visibleTexts(root: ParentNode = document.body): Set<string> {
  const texts = new Set<string>([document.title]);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.parentElement?.closest('script, style')) texts.add(node.textContent ?? '');
    } else if (node instanceof Element && !node.matches('script, style')) {
      const mixed = [...node.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && /\p{L}/u.test(child.textContent ?? ''),
      );
      if (mixed && node.children.length > 0 && !node.querySelector(BLOCKS)) {
        texts.add(node.textContent ?? '');
      }
      for (const name of SEEN) {
        const value = node.getAttribute(name);
        if (value) texts.add(value);
      }
      if (node instanceof HTMLInputElement && ['button', 'submit'].includes(node.type)) {
        texts.add(node.value);
      }
    }
  }
  return texts;
}
