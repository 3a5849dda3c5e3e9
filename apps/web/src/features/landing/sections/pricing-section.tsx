import { FEATURE_NAMES, FEATURE_TYPES, PLANS, PLAN_IDS } from '@atelier/contract';
import { clsx } from 'clsx';
import { formatLimit, formatPrice } from '../../../lib/format';
import { SectionHeading } from './section-heading';

/** The plan most people should look at first gets the emphasis. */
const HIGHLIGHTED_PLAN = 'pro';

export default function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Plans that grow with you"
          subtitle="Every plan includes free image generation. Premium generations use prepaid credits (1 credit = 1 USD); plans raise your daily limits."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const highlighted = id === HIGHLIGHTED_PLAN;
            return (
              <li
                key={id}
                aria-label={`${plan.name} plan`}
                className={clsx(
                  'flex flex-col rounded-2xl border bg-white p-6',
                  highlighted
                    ? 'border-primary-500 shadow-lg ring-1 ring-primary-500'
                    : 'border-slate-200',
                )}
              >
                <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                <p className="mt-3">
                  <span className="text-4xl font-bold text-slate-900">
                    {formatPrice(plan.price)}
                  </span>
                  <span className="text-sm text-slate-600"> per month</span>
                </p>
                <p className="mt-6 text-sm font-medium text-slate-900">Daily limits</p>
                <ul className="mt-2 space-y-2 text-sm text-slate-600">
                  {FEATURE_TYPES.map((feature) => (
                    <li key={feature} className="flex justify-between gap-3">
                      <span>{FEATURE_NAMES[feature]}</span>
                      <span className="font-medium text-slate-900">
                        {formatLimit(plan.dailyLimits[feature])}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-500">
          Plans are one-time monthly payments that do not renew on their own. All sales are final;
          refunds are not offered.
        </p>
      </div>
    </section>
  );
}
