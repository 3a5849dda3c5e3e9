import QuoteIcon from 'lucide-react/icons/quote';
import { useT } from '../../../lib/i18n/i18n';
import { SectionHeading } from './section-heading';

/** Quotes and roles are message ids; the names stay as written. */
const TESTIMONIALS = [
  { quote: 'landing.testimonialMaya', name: 'Maya R.', role: 'landing.testimonialMayaRole' },
  { quote: 'landing.testimonialDaniel', name: 'Daniel K.', role: 'landing.testimonialDanielRole' },
];

export function TestimonialsSection() {
  const t = useT();
  // On a phone the two cards stand one above the other, about 44 to 53rem of content by the
  // language (issue 48): with the usual 40rem, the second card's caption lay on the blue final
  // section below while this one was skipped, and failed contrast there (Spanish, 412px wide).
  return (
    <section
      aria-labelledby="testimonials-title"
      className="content-auto bg-slate-50 py-20 max-md:[--content-auto-height:58rem]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('landing.testimonials')}
          title={t('landing.testimonialsTitle')}
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-2xl border border-slate-200 bg-white p-8">
                <QuoteIcon className="size-8 text-primary-200" aria-hidden="true" />
                <blockquote className="mt-4 text-slate-700">{t(item.quote)}</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold text-slate-900">{item.name}</span>
                  <span className="text-slate-500">, {t(item.role)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
