import QuoteIcon from 'lucide-react/icons/quote';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote:
      'I used to juggle four tools for a single product launch. Now the images, the ad video and the copy come from one place, and the free tier covers most of my drafts.',
    name: 'Maya R.',
    role: 'Content creator',
  },
  {
    quote:
      'The workflow templates gave our small team a plan we actually follow. We track every step and only pay credits for the final renders.',
    name: 'Daniel K.',
    role: 'E-commerce founder',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What people make with it"
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-2xl border border-slate-200 bg-white p-8">
                <QuoteIcon className="size-8 text-primary-200" aria-hidden="true" />
                <blockquote className="mt-4 text-slate-700">{item.quote}</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold text-slate-900">{item.name}</span>
                  <span className="text-slate-500">, {item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
