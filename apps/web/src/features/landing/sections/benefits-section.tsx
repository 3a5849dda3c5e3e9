import CheckIcon from 'lucide-react/icons/check';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  { title: 'No API keys needed', text: 'Every provider is already connected. Sign up and create.' },
  { title: 'No credit card needed', text: 'The free plan starts without any payment details.' },
  { title: 'A real free plan', text: 'Free image generation and daily free prompts, every day.' },
  {
    title: 'Pay for what you use',
    text: 'Premium generations use prepaid credits: 1 credit is 1 USD.',
  },
  {
    title: 'Flexible monthly plans',
    text: 'Higher daily limits when you need them, and only then.',
  },
  { title: 'Cancel anytime', text: 'Your plan stays active until the end of its period.' },
];

export function BenefitsSection() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="benefits-title"
          eyebrow="Benefits"
          title="Made to be easy to start and easy to keep"
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
