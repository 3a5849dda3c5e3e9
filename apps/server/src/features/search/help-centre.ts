import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPackageRoot } from '../../lib/package-paths';

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  /** Markdown, without the front matter. */
  body: string;
}

/** `help-centre/` beside `drizzle/`: Markdown files with a front matter of five keys. */
export const helpCentreFolder = () => path.join(serverPackageRoot(), 'help-centre');

/** "key: value" and "tags: [a, b]" lines between the two `---` lines. */
export function parseArticle(slug: string, text: string): HelpArticle {
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
    title: field('title'),
    summary: field('summary'),
    category: field('category'),
    tags,
    body: match[2].trim(),
  };
}

let articles: HelpArticle[] | null = null;

/** Every article, read once per process and sorted by category and title. */
export function helpArticles(): HelpArticle[] {
  articles ??= readdirSync(helpCentreFolder())
    .filter((name) => name.endsWith('.md'))
    .map((name) =>
      parseArticle(name.slice(0, -3), readFileSync(path.join(helpCentreFolder(), name), 'utf8')),
    )
    .sort((a, b) => a.category.localeCompare(b.category) || a.title.localeCompare(b.title));
  return articles;
}

export function helpArticle(slug: string): HelpArticle | null {
  return helpArticles().find((article) => article.slug === slug) ?? null;
}
