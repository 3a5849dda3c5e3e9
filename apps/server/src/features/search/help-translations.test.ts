import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '@atelier/contract';
import { helpCentreFolder, parseArticle, type HelpArticle } from './help-centre';

/** The languages with a help-centre/<language>/ folder of translations (issue 35). */
const TRANSLATED: Language[] = ['es', 'fr', 'de', 'it', 'pt'];

/** The most-read articles, which must exist in every language. */
const MOST_READ = [
  'welcome-to-atelier',
  'buy-credits',
  'plans-compared',
  'pay-with-razorpay',
  'active-sessions',
  'two-factor-authentication',
  'generate-free-images',
  'video-tiers-and-options',
  'create-a-workflow',
  'search-atelier',
];

const read = (file: string) => readFileSync(file, 'utf8');

const english = (slug: string): HelpArticle | null => {
  const file = path.join(helpCentreFolder(), `${slug}.md`);
  return existsSync(file) ? parseArticle(slug, read(file)) : null;
};

const translations = TRANSLATED.flatMap((language) => {
  const folder = path.join(helpCentreFolder(), language);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ language, slug: name.slice(0, -3), file: path.join(folder, name) }));
});

const sorted = (items: string[]) => [...items].sort();
const linkTargets = (body: string) =>
  sorted([...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]));
const codeSpans = (body: string) => sorted([...body.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]));
const headings = (body: string) => body.split('\n').filter((line) => line.startsWith('## ')).length;
const numbers = (article: HelpArticle) =>
  new Set([article.title, article.summary, article.body].join('\n').match(/\d+/g) ?? []);

describe('help-centre translations', () => {
  it('finds the translation folders', () => {
    expect(translations.length).toBeGreaterThan(0);
  });

  describe.each(translations)('$language/$slug', ({ language, slug, file }) => {
    const translation = parseArticle(slug, read(file), language);
    const original = english(slug);

    it('translates an English article of the same name, with a complete front matter', () => {
      expect(original, `help-centre/${slug}.md`).not.toBeNull();
      expect(translation.title).not.toBe('');
      expect(translation.summary).not.toBe('');
      expect(translation.category).not.toBe('');
      expect(translation.tags.length).toBeGreaterThan(0);
      expect(translation.body).not.toBe('');
    });

    it('keeps every link target and code span, and the same headings', () => {
      if (!original) return;
      expect(linkTargets(translation.body)).toEqual(linkTargets(original.body));
      expect(codeSpans(translation.body)).toEqual(codeSpans(original.body));
      expect(headings(translation.body)).toBe(headings(original.body));
    });

    it('keeps every number of the English article', () => {
      if (!original) return;
      const missing = [...numbers(original)].filter((n) => !numbers(translation).has(n));
      expect(missing).toEqual([]);
    });
  });

  it.each(MOST_READ)('has %s in English and in every language', (slug) => {
    expect(english(slug), `help-centre/${slug}.md`).not.toBeNull();
    const missing = TRANSLATED.filter(
      (language) => !existsSync(path.join(helpCentreFolder(), language, `${slug}.md`)),
    );
    expect(missing).toEqual([]);
  });
});
