import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useSite } from '../../app/site';
import { useT } from '../../lib/i18n/i18n';
import { WithElements } from '../../lib/i18n/with-element';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { LegalDocumentView } from '../../kits/legal/legal-document-view';
import { legalDocument } from '../../kits/legal/legal-texts';
import { LEGAL_HREFS, LEGAL_TITLES } from '../../kits/legal/legal-types';
import type { LegalDocId } from '../../kits/legal/legal-types';

const linkClass = 'font-medium text-primary-700 hover:underline dark:text-primary-300';

/**
 * A policy as a page; `appendix` adds another policy as a section with an anchor (the refund
 * policy under the terms, at /terms#refund-policy).
 */
export function LegalPage({ doc, appendix }: { doc: LegalDocId; appendix?: LegalDocId }) {
  const site = useSite();
  const t = useT();
  const { hash } = useLocation();
  const localized = useLocalizedPath();
  const main = legalDocument(doc, site, t);
  const extra = appendix ? legalDocument(appendix, site, t) : null;

  // The page is loaded after the browser looked for the anchor, so look again once it is drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  const link = (id: LegalDocId) => (
    <Link key={id} to={localized(LEGAL_HREFS[id])} className={linkClass}>
      {t(LEGAL_TITLES[id])}
    </Link>
  );
  const email = (
    <a key="email" href={`mailto:${site.support_email}`} className={linkClass}>
      {site.support_email}
    </a>
  );

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">
        {site.brand_name}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {main.title}
      </h1>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <LegalDocumentView doc={main} />
      </div>
      {extra ? (
        <section
          id={`${extra.id}-policy`}
          aria-labelledby={`${extra.id}-title`}
          className="mt-10 scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id={`${extra.id}-title`}
            className="mb-4 text-2xl font-bold text-slate-900 dark:text-slate-100"
          >
            {extra.title}
          </h2>
          <LegalDocumentView doc={extra} sectionLevel="h3" />
        </section>
      ) : null}
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        {doc === 'privacy' ? (
          <WithElements
            text={(terms, refund, address) =>
              t('legal.seeAlsoTermsAndRefund', { terms, refund, email: address })
            }
            nodes={[link('terms'), link('refund'), email]}
          />
        ) : (
          <WithElements
            text={(privacy, address) => t('legal.seeAlsoPrivacy', { privacy, email: address })}
            nodes={[link('privacy'), email]}
          />
        )}
      </p>
    </article>
  );
}
