import CheckIcon from 'lucide-react/icons/check';
import { useT } from '../../../lib/i18n/i18n';
import type { TourSlide } from './tour-slides';

/** One slide: what the tool does on the left, a worked example on the right. */
export function TourSlideView({ slide }: { slide: TourSlide }) {
  const t = useT();
  return (
    <article
      aria-roledescription="slide"
      aria-labelledby={`tour-${slide.id}`}
      className="grid w-full max-w-5xl gap-8 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10 lg:grid-cols-[3fr_2fr]"
    >
      <div>
        <span
          className={`flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br ${slide.accent}`}
        >
          <slide.icon className="size-7 text-white" aria-hidden="true" />
        </span>
        <h3 id={`tour-${slide.id}`} className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
          {t(slide.title)}
        </h3>
        <p className="mt-2 text-lg font-medium text-primary-200">{t(slide.subtitle)}</p>
        <p className="mt-4 text-slate-300">{t(slide.description)}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {slide.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm text-slate-200">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
              {t(feature)}
            </li>
          ))}
        </ul>
      </div>
      <figure className={`self-center rounded-2xl bg-gradient-to-br p-px ${slide.accent}`}>
        <div className="rounded-2xl bg-slate-900 p-6">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {t('landing.tourExample')}
          </figcaption>
          <p className="mt-3 text-xs font-medium text-slate-400">{t(slide.example.label)}</p>
          <p className="mt-1 text-base text-white">{t(slide.example.input)}</p>
          <p className="mt-4 text-xs font-medium text-slate-400">{t('landing.tourResult')}</p>
          <p className="mt-1 text-base font-semibold text-emerald-300">{t(slide.example.output)}</p>
        </div>
      </figure>
    </article>
  );
}
