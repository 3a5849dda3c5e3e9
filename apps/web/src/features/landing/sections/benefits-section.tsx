import CheckIcon from 'lucide-react/icons/check';
import { useT } from '../../../lib/i18n/i18n';
import { SectionHeading } from './section-heading';

/** Message ids of each benefit's title and text. */
const BENEFITS = [
  { title: 'landing.benefitNoKeys', text: 'landing.benefitNoKeysText' },
  { title: 'landing.benefitNoCard', text: 'landing.benefitNoCardText' },
  { title: 'landing.benefitFreePlan', text: 'landing.benefitFreePlanText' },
  { title: 'landing.benefitPayAsYouGo', text: 'landing.benefitPayAsYouGoText' },
  { title: 'landing.benefitMonthlyPlans', text: 'landing.benefitMonthlyPlansText' },
  { title: 'landing.benefitCancel', text: 'landing.benefitCancelText' },
];

export function BenefitsSection() {
  const t = useT();
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="content-auto py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="benefits-title"
          eyebrow={t('landing.benefits')}
          title={t('landing.benefitsTitle')}
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">{t(benefit.title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(benefit.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
