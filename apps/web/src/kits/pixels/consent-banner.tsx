import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/i18n';
import { formatLocale } from '../../lib/locale';
import { saveAdConsent } from './consent';

export interface ConsentBannerProps {
  /** The configured pixels' names, as the visitor knows them ("Reddit", "Snap"). */
  names: string[];
}

/**
 * Asks once whether the site may use its advertising pixels. Not modal: the page stays usable
 * and nothing loads until the visitor accepts. Accepting reloads the page, since the server
 * admits the pixels' hosts in the page's content security policy only once the cookie is set.
 */
export function ConsentBanner({ names }: ConsentBannerProps) {
  const t = useT();
  const [answered, setAnswered] = useState(false);
  if (answered) return null;

  const accept = () => {
    saveAdConsent('granted');
    setAnswered(true);
    window.location.reload();
  };
  const decline = () => {
    saveAdConsent('denied');
    setAnswered(true);
  };

  return (
    <section
      aria-label={t('pixels.bannerLabel')}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg sm:flex sm:items-center sm:gap-4 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <p className="flex-1">
        {t('pixels.bannerText', {
          names: new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(names),
        })}{' '}
        <Link
          to="/privacy"
          className="font-medium text-primary-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
        >
          {t('pixels.privacyPolicy')}
        </Link>
      </p>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
        <Button variant="secondary" size="sm" onClick={decline}>
          {t('pixels.decline')}
        </Button>
        <Button size="sm" onClick={accept}>
          {t('pixels.accept')}
        </Button>
      </div>
    </section>
  );
}
