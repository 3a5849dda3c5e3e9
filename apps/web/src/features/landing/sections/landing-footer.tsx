import { LanguageLinks } from '../../../app/layout/language-links';
import { useSite } from '../../../app/site';
import { useT } from '../../../lib/i18n/i18n';
import { WithElement } from '../../../lib/i18n/with-element';
import { LegalLink } from '../../../kits/legal/legal-link';
import type { LegalDocId } from '../../../kits/legal/legal-types';
import { useLegalDialog } from '../../../kits/legal/use-legal-dialog';

const LEGAL_DOCS: LegalDocId[] = ['privacy', 'refund', 'terms'];

const headingClass = 'text-sm font-semibold text-slate-900';
const linkClass = 'text-sm text-slate-600 hover:text-primary-700 hover:underline';

export function LandingFooter() {
  const site = useSite();
  const t = useT();
  const { openLegal, legalDialog } = useLegalDialog();
  return (
    <footer className="content-auto border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-[2fr_1fr_1fr] sm:px-6">
        <div>
          <p className="text-lg font-semibold text-slate-900">{site.brand_name}</p>
          <p className="mt-2 max-w-xl text-sm text-slate-600">{t('landing.footerAbout')}</p>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            {t('landing.footerLegal')}
          </h2>
          <ul className="mt-3 space-y-2">
            {LEGAL_DOCS.map((doc) => (
              <li key={doc}>
                <LegalLink doc={doc} onOpen={openLegal} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('landing.footerContact')}</h2>
          <p className="mt-3 text-sm text-slate-600">
            <WithElement
              text={(email) => t('landing.footerQuestions', { email })}
              node={
                <a
                  className="text-primary-700 underline underline-offset-2 hover:text-primary-800"
                  href={`mailto:${site.support_email}`}
                >
                  {site.support_email}
                </a>
              }
            />
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl border-t border-slate-100 px-4 py-6 sm:px-6">
        <LanguageLinks />
      </div>
      <p className="mx-auto max-w-7xl border-t border-slate-100 px-4 py-6 text-sm text-slate-500 sm:px-6">
        {/* The page is prerendered at build time: a build from last year still hydrates. */}
        <WithElement
          text={(year) => t('landing.copyright', { year, entity: site.legal_entity })}
          node={<span suppressHydrationWarning>{new Date().getFullYear()}</span>}
        />
      </p>
      {legalDialog}
    </footer>
  );
}
