import { numberFormat } from '../../../lib/locale';
import { useT } from '../../../lib/i18n/i18n';
import { SectionHeading } from './section-heading';

/** Figures from the spec's marketing constants (part 1, section 9); labels are message ids. */
const STATS = [
  { value: 10_000, more: true, label: 'landing.statCreators' },
  { value: 1_000_000, more: true, label: 'landing.statPrompts' },
  { value: 30, more: true, label: 'landing.statProviders' },
  { value: 15, more: false, label: 'landing.statFreePrompts' },
];

/** "10K+", "1M+": short figures as the language writes them (10 mil, 1 Mio. ...). */
const compact = () => numberFormat({ notation: 'compact' });

export function OverviewSection() {
  const t = useT();
  return (
    <section aria-labelledby="overview-title" className="content-auto py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="overview-title"
          eyebrow={t('landing.overviewEyebrow')}
          title={t('landing.overviewTitle')}
          subtitle={t('landing.overviewSubtitle')}
        />
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-slate-50 p-5 text-center">
              <dt className="text-sm text-slate-600">{t(stat.label)}</dt>
              <dd className="order-first text-3xl font-bold text-primary-600">
                {compact().format(stat.value)}
                {stat.more ? '+' : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
