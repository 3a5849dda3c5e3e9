import { isLanguage } from '@atelier/contract';
import type { Language } from '@atelier/contract';

/** The language an account chose; English for one that never chose or holds an unknown value. */
export function languageOf(preferences: { language?: unknown } | null | undefined): Language {
  const language = preferences?.language;
  return isLanguage(language) ? language : 'en';
}

/**
 * The first of a request's `Accept-Language` tags we speak (`de-CH,de;q=0.9` is German), for an
 * account being made before it could choose; English when none is.
 */
export function languageFromHeader(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((tag) => tag.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((tag) => tag.base).find(isLanguage) ?? 'en';
}
