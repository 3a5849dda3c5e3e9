import { FEATURE_TYPES, PLANS, PLAN_IDS, UNLIMITED } from '@atelier/contract';
import type { FeatureType } from '@atelier/contract';
import { clsx } from 'clsx';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { WithElement } from '../../../lib/i18n/with-element';
import { SectionHeading } from './section-heading';

/** The plan most people should look at first gets the emphasis. */
const HIGHLIGHTED_PLAN = 'pro';

/** Message ids of the counted features' names (the contract's FEATURE_NAMES in English). */
const FEATURE_LABELS: Record<FeatureType, string> = {
  ai_prompts: 'landing.limitAiPrompts',
  workflows: 'landing.limitWorkflows',
  ai_recommendations: 'landing.limitAiRecommendations',
  image_concepts: 'landing.limitImageConcepts',
  video_concepts: 'landing.limitVideoConcepts',
};

export default function PricingSection() {
  const t = useT();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="content-auto py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('landing.pricing')}
          title={t('landing.pricingTitle')}
          subtitle={t('landing.pricingSubtitle')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const highlighted = id === HIGHLIGHTED_PLAN;
            return (
              <li
                key={id}
                aria-label={t('landing.planLabel', { plan: plan.name })}
                className={clsx(
                  'flex flex-col rounded-2xl border bg-white p-6',
                  highlighted
                    ? 'border-primary-500 shadow-lg ring-1 ring-primary-500'
                    : 'border-slate-200',
                )}
              >
                <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                <p className="mt-3 text-sm text-slate-600">
                  <WithElement
                    text={(price) => t('landing.perMonth', { price })}
                    node={
                      <span className="text-4xl font-bold text-slate-900">
                        {formatPrice(plan.price)}
                      </span>
                    }
                  />
                </p>
                <p className="mt-6 text-sm font-medium text-slate-900">
                  {t('landing.dailyLimits')}
                </p>
                <ul className="mt-2 space-y-2 text-sm text-slate-600">
                  {FEATURE_TYPES.map((feature) => {
                    const limit = plan.dailyLimits[feature];
                    return (
                      <li key={feature} className="flex justify-between gap-3">
                        <span>{t(FEATURE_LABELS[feature])}</span>
                        <span className="font-medium text-slate-900">
                          {limit === UNLIMITED ? t('landing.unlimited') : formatNumber(limit)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-500">{t('landing.pricingNote')}</p>
      </div>
    </section>
  );
}
