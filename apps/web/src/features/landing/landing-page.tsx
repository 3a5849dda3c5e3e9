import { Suspense, lazy } from 'react';
import { visitorInterest } from '../../lib/prerendered';
import { AuthPanelContext, useAuthPanelState } from './auth-panel/auth-panel-context';
import { AuthPanelSlot } from './auth-panel-slot';
import { HeroSection } from './sections/hero-section';
import { LandingHeader } from './sections/landing-header';

// One chunk, two places in the layout: the sections beside the account card, the footer below.
// On the prerendered page they are already there as HTML: the code is fetched at once, but they
// are hydrated only once the visitor scrolls or moves, keeping the first seconds' main thread free.
const loadBelowTheFold = () =>
  Promise.all([import('./below-the-fold'), visitorInterest()]).then(([module]) => module);
const BelowTheFoldSections = lazy(() =>
  loadBelowTheFold().then((module) => ({ default: module.BelowTheFoldSections })),
);
const LandingFooter = lazy(() =>
  loadBelowTheFold().then((module) => ({ default: module.LandingFooter })),
);

export default function LandingPage() {
  const panel = useAuthPanelState();
  return (
    <AuthPanelContext.Provider value={panel}>
      <div className="min-h-screen bg-white">
        <LandingHeader />
        <div className="lg:flex lg:items-start">
          <main className="min-w-0 flex-1">
            <HeroSection />
            {/* Keeps the footer off the first screen until the sections arrive. */}
            <Suspense fallback={<div className="min-h-screen" />}>
              <BelowTheFoldSections />
            </Suspense>
          </main>
          <AuthPanelSlot />
        </div>
        <Suspense fallback={null}>
          <LandingFooter />
        </Suspense>
      </div>
    </AuthPanelContext.Provider>
  );
}
