import { i18n, setupI18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { isLanguage, useLanguage, useT } from '../../lib/i18n/i18n';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * The banner's words. The app's pages load a language before they draw (PageShell); the landing
 * page loads none, being English only (ADR 026), so there the banner reads English's catalogue
 * through an instance of its own, leaving the page's language alone. Null while that loads.
 */
export function useBannerT(): Translate | null {
  const t = useT();
  useLanguage();
  const active = isLanguage(i18n.locale);
  const [english, setEnglish] = useState<Translate | null>(null);
  useEffect(() => {
    if (active || english) return;
    let live = true;
    void import('virtual:messages/en').then(({ messages }) => {
      const own = setupI18n({ locale: 'en', messages: { en: messages } });
      if (live)
        setEnglish(() => (id: string, values?: Record<string, unknown>) => own._(id, values));
    });
    return () => {
      live = false;
    };
  }, [active, english]);
  return active ? t : english;
}
