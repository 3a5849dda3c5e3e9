import { SectionHeading } from './section-heading';

/** Figures from the spec's marketing constants (part 1, section 9). */
const STATS = [
  { value: '10K+', label: 'creators and teams' },
  { value: '1M+', label: 'prompts generated' },
  { value: '30+', label: 'AI providers' },
  { value: '15', label: 'free prompts every day' },
];

export function OverviewSection() {
  return (
    <section aria-labelledby="overview-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="overview-title"
          eyebrow="The platform"
          title="One workspace instead of a dozen subscriptions"
          subtitle="Professionals, creators and businesses use one account for every creative AI task: generate, refine, translate and download, with your credits and daily allowances in one place."
        />
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-slate-50 p-5 text-center">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold text-primary-600">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
