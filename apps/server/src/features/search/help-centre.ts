import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@atelier/contract';
import type { Language } from '@atelier/contract';
import { serverPackageRoot } from '../../lib/package-paths';

export interface HelpArticle {
  slug: string;
  /** The language it is written in: a translation, or English when the language has none. */
  language: Language;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  /** Markdown, without the front matter. */
  body: string;
}

/**
 * `help-centre/` beside `drizzle/`: Markdown files with a front matter of five keys, in English;
 * `help-centre/<language>/` holds translations under the English article's name (issue 35).
 */
export const helpCentreFolder = () => path.join(serverPackageRoot(), 'help-centre');

/** "key: value" and "tags: [a, b]" lines between the two `---` lines. */
export function parseArticle(slug: string, text: string, language: Language = 'en'): HelpArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`help-centre/${slug}.md has no front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1].split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const field = (key: string) => {
    const value = fields.get(key);
    if (!value) throw new Error(`help-centre/${slug}.md has no ${key}`);
    return value;
  };
  const tags = field('tags')
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    slug,
    language,
    title: field('title'),
    summary: field('summary'),
    category: field('category'),
    tags,
    body: match[2].trim(),
  };
}

function readFolder(folder: string, language: Language): HelpArticle[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) =>
      parseArticle(name.slice(0, -3), readFileSync(path.join(folder, name), 'utf8'), language),
    );
}

let library: { english: HelpArticle[]; translations: HelpArticle[] } | null = null;

/** Every article in English and every translation, read once per process. */
function readLibrary() {
  if (!library) {
    const english = readFolder(helpCentreFolder(), 'en');
    const slugs = new Set(english.map((article) => article.slug));
    const translations = LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
      readFolder(path.join(helpCentreFolder(), language), language),
    );
    const stray = translations.find((article) => !slugs.has(article.slug));
    if (stray) {
      throw new Error(
        `help-centre/${stray.language}/${stray.slug}.md translates no English article`,
      );
    }
    library = { english, translations };
  }
  return library;
}

/**
 * Every article, in `language` where it is translated and in English where not, sorted by
 * category and title.
 */
export function helpArticles(language: Language = 'en'): HelpArticle[] {
  const { english, translations } = readLibrary();
  return english
    .map(
      (article) =>
        translations.find((t) => t.language === language && t.slug === article.slug) ?? article,
    )
    .sort(
      (a, b) =>
        a.category.localeCompare(b.category, language) || a.title.localeCompare(b.title, language),
    );
}

/** Every translation, for the search index, which holds each language's article apart. */
export function helpTranslations(): HelpArticle[] {
  return readLibrary().translations;
}

export function helpArticle(slug: string, language: Language = 'en'): HelpArticle | null {
  return helpArticles(language).find((article) => article.slug === slug) ?? null;
}
