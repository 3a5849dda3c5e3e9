import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, useLanguage, useT } from '../../lib/i18n/i18n';
import { LANGUAGES, pathInLanguage, pathWithoutLanguage } from '@atelier/contract/languages';
import { isPageRoute, useRouteTable } from '../route-table';

/**
 * The public page's address in every language, for a footer (issue 35). Plain links, so the
 * server serves each language's prerendered page and keeps the choice; English goes through
 * `/en/...`, which the server takes as choosing English before it sends the English address.
 */
export function LanguageLinks() {
  const t = useT();
  const current = useLanguage();
  const page = pathWithoutLanguage(useLocation().pathname);
  return (
    <nav aria-label={t('languages.switcherLabel')}>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={language === 'en' ? `/en${page}` : pathInLanguage(page, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
              className="text-slate-600 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-slate-900 dark:text-slate-300 dark:aria-[current=page]:text-slate-100"
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether this address is a public page with an address per language (routes.tsx, `localized`). */
export function useLocalizedPage(): boolean {
  const page = pathWithoutLanguage(useLocation().pathname);
  return useRouteTable().some(
    (route) => isPageRoute(route) && route.localized === true && route.path === page,
  );
}
