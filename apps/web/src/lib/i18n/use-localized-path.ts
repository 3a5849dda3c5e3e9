import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, pathInLanguage } from '@atelier/contract/languages';

/**
 * Links between public pages stay in the page's language: on `/es/login`, `/register` becomes
 * `/es/register`. Elsewhere addresses are left as they are.
 */
export function useLocalizedPath(): (path: string) => string {
  const language = languageOfPath(useLocation().pathname);
  return useCallback(
    (path: string) => (language ? pathInLanguage(path, language) : path),
    [language],
  );
}
