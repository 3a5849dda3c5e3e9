import { useT } from '../../lib/i18n/i18n';
import { dateTimeFormat } from '../../lib/locale';
import type { LegalDocument } from './legal-types';

/** "October 13, 2025", "13 de octubre de 2025": the day as written, wherever the reader is. */
const longDate = () => dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' });

/**
 * One legal text as headed sections. `sectionLevel` lets the same text sit under a page's h1 (h2
 * sections) or under a dialog's title (h3 sections).
 */
export function LegalDocumentView({
  doc,
  sectionLevel = 'h2',
}: {
  doc: LegalDocument;
  sectionLevel?: 'h2' | 'h3';
}) {
  const Heading = sectionLevel;
  const t = useT();
  return (
    <div className="space-y-5 text-sm leading-6 text-slate-700 dark:text-slate-300">
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('legal.lastUpdated', { date: longDate().format(new Date(doc.updated)) })}
      </p>
      <p>{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <Heading className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul className="list-disc space-y-1 pl-5">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
