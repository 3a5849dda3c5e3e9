import { AuthPanelSlot } from './auth-panel-slot';
import { BenefitsSection } from './sections/benefits-section';
import { FinalCtaSection, StartFreeSection } from './sections/cta-sections';
import { FeaturesSection } from './sections/features-section';
import { HeroSection } from './sections/hero-section';
import { LandingFooter } from './sections/landing-footer';
import { LandingHeader } from './sections/landing-header';
import { OverviewSection } from './sections/overview-section';
import PricingSection from './sections/pricing-section';
import { TestimonialsSection } from './sections/testimonials-section';

export default function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <LandingHeader />
      <div className="lg:flex lg:items-start">
        <main className="min-w-0 flex-1">
          <HeroSection />
          <OverviewSection />
          <FeaturesSection />
          <BenefitsSection />
          <StartFreeSection />
          <PricingSection />
          <TestimonialsSection />
          <FinalCtaSection />
        </main>
        <AuthPanelSlot />
      </div>
      <LandingFooter />
    </div>
  );
}
