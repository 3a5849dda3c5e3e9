import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages';

describe('addresses per language', () => {
  it('reads the language an address is in; English has no prefix', () => {
    expect(languageOfPath('/es/login')).toBe('es');
    expect(languageOfPath('/de/')).toBe('de');
    expect(languageOfPath('/pt')).toBe('pt');
    expect(languageOfPath('/login')).toBeNull();
    expect(languageOfPath('/')).toBeNull();
    expect(languageOfPath('/en/login')).toBeNull();
    expect(languageOfPath('/esx/login')).toBeNull();
  });

  it('moves an address between languages', () => {
    expect(pathInLanguage('/login', 'es')).toBe('/es/login');
    expect(pathInLanguage('/', 'fr')).toBe('/fr/');
    expect(pathInLanguage('/terms', 'en')).toBe('/terms');
    expect(pathWithoutLanguage('/es/login')).toBe('/login');
    expect(pathWithoutLanguage('/es/')).toBe('/');
    expect(pathWithoutLanguage('/es')).toBe('/');
    expect(pathWithoutLanguage('/dashboard')).toBe('/dashboard');
  });
});
