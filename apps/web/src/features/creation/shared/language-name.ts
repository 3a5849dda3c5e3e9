import type { TranslationLanguage } from '@atelier/contract';
import type { Language } from '@atelier/contract/languages';

/** The translation targets' language codes, so their names can be shown in the interface's. */
const CODES: Record<TranslationLanguage, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt',
  Russian: 'ru',
  Japanese: 'ja',
  Korean: 'ko',
  'Chinese Simplified': 'zh-Hans',
  Arabic: 'ar',
  Hindi: 'hi',
  Bengali: 'bn',
  Punjabi: 'pa',
  Telugu: 'te',
  Marathi: 'mr',
  Tamil: 'ta',
  Urdu: 'ur',
  Gujarati: 'gu',
  Kannada: 'kn',
  Malayalam: 'ml',
  Thai: 'th',
  Vietnamese: 'vi',
  Indonesian: 'id',
  Dutch: 'nl',
  Polish: 'pl',
  Turkish: 'tr',
  Hebrew: 'he',
  Swahili: 'sw',
  Romanian: 'ro',
};

/**
 * A translation target named in the interface language ("Spanish" reads "Español" in Spanish).
 * English keeps the contract's own names, which the server is sent.
 */
export function languageName(name: TranslationLanguage, interfaceLanguage: Language): string {
  if (interfaceLanguage === 'en') return name;
  try {
    const names = new Intl.DisplayNames([interfaceLanguage], { type: 'language' });
    return names.of(CODES[name]) ?? name;
  } catch {
    return name;
  }
}
