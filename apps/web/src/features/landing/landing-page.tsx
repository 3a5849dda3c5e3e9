import { Suspense, lazy } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { AuthPanelContext, useAuthPanelState } from './auth-panel/auth-panel-context';
import { AuthPanelSlot } from './auth-panel-slot';
import { HeroSection } from './sections/hero-section';
import { LandingHeader } from './sections/landing-header';

// One chunk, two places in the layout: the sections beside the account card, the footer below.
const loadBelowTheFold = () => import('./below-the-fold');
const BelowTheFoldSections = lazy(() =>
  loadBelowTheFold().then((module) => ({ default: module.BelowTheFoldSections })),
);
const LandingFooter = lazy(() =>
  loadBelowTheFold().then((module) => ({ default: module.LandingFooter })),
);

/** Tailwind's lg: the side column appears exactly where the layout turns into two columns. */
const WIDE = '(min-width: 1024px)';

export default function LandingPage() {
  const panel = useAuthPanelState();
  const wide = useMediaQuery(WIDE, true);
  return (
    <AuthPanelContext.Provider value={panel}>
      <div className="min-h-screen bg-white">
        <LandingHeader wide={wide} />
        <div className="lg:flex lg:items-start">
          <main className="min-w-0 flex-1">
            <HeroSection />
            {/* Keeps the footer off the first screen until the sections arrive. */}
            <Suspense fallback={<div className="min-h-screen" />}>
              <BelowTheFoldSections />
            </Suspense>
          </main>
          {wide ? <AuthPanelSlot /> : null}
        </div>
        <Suspense fallback={null}>
          <LandingFooter />
        </Suspense>
      </div>
    </AuthPanelContext.Provider>
  );
}
