import { Suspense, lazy, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT, withLanguage } from '../../../lib/i18n/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { useStartFree } from '../auth-panel/auth-panel-context';

const loadTour = () => withLanguage(import('../tour/platform-tour'));
const PlatformTour = lazy(loadTour);
const preloadTour = () => void loadTour();

/**
 * The first screen draws its two icons inline: the icon library would otherwise be on the
 * landing page's critical path for them alone.
 */
function Glyph({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/** Message ids of the three promises under the buttons. */
const HIGHLIGHTS = ['landing.benefitNoKeys', 'landing.benefitNoCard', 'landing.heroFreePlan'];

export function HeroSection() {
  const startFree = useStartFree();
  const t = useT();
  const [touring, setTouring] = useState(false);
  // The page arrives prerendered: until React owns it, a click would do nothing.
  const hydrated = useHydrated();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-700 ring-1 ring-primary-200">
          {t('landing.heroBadge')}
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
          {t('landing.heroTitle')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">
          {t('landing.heroText')}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={startFree} disabled={!hydrated}>
            {t('landing.startFreeToday')}
            <Glyph d="M5 12h14m-7-7 7 7-7 7" />
          </Button>
          <Button
            size="lg"
            variant="secondary"
            disabled={!hydrated}
            onClick={() => setTouring(true)}
            onPointerEnter={preloadTour}
            onFocus={preloadTour}
          >
            <Glyph d="M6 3l14 9-14 9z" />
            {t('landing.watchDemo')}
          </Button>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
          {HIGHLIGHTS.map((id) => (
            <li key={id} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-primary-500" />
              {t(id)}
            </li>
          ))}
        </ul>
      </div>
      {touring ? (
        <Suspense fallback={null}>
          <PlatformTour
            onClose={() => setTouring(false)}
            onGetStarted={() => {
              setTouring(false);
              startFree();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
