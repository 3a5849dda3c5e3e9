import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BenefitsSection } from './sections/benefits-section';
import { FinalCtaSection, StartFreeSection } from './sections/cta-sections';
import { FeaturesSection } from './sections/features-section';
import { OverviewSection } from './sections/overview-section';
import PricingSection from './sections/pricing-section';
import { TestimonialsSection } from './sections/testimonials-section';

export { LandingFooter } from './sections/landing-footer';

/**
 * Everything under the first screen, in a chunk of its own: the page paints its top bar, hero and
 * account card without waiting for these (docs/decisions/004-web-landing-bundle-budget.md).
 */
export function BelowTheFoldSections() {
  const { hash } = useLocation();

  // A visit to /#pricing looked for the anchor before these sections existed; look again.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <OverviewSection />
      <FeaturesSection />
      <BenefitsSection />
      <StartFreeSection />
      <PricingSection />
      <TestimonialsSection />
      <FinalCtaSection />
    </>
  );
}
