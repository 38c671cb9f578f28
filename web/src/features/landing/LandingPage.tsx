import { COPY } from '@app/types';
import { useCallback, useEffect, useState } from 'react';
import { SiteFooter } from '../../app/layout/SiteFooter';
import { FeaturesSection } from './FeaturesSection';
import { FinalCta } from './FinalCta';
import { Hero } from './Hero';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingNavbar } from './LandingNavbar';
import { PricingSection } from './PricingSection';
import { SampleResults } from './SampleResults';
import { isLandingSectionId, scrollToId } from './sections';
import { StepsStrip } from './StepsStrip';
import { TermsModal } from '../../lib/terms/TermsModal';
import { useLandingQueryToasts } from './useLandingQueryToasts';
import { useTermsSignIn } from './useTermsSignIn';

/**
 * The signed-out landing page (spec §2): navbar, hero with the terms checkbox and the demo, the three-step strip,
 * features, sample results, how it works, pricing, a closing call to action and the site footer.
 *
 * Sign-in: the hero's own checkbox leads straight to sign-in; every other entry opens the terms modal first.
 */
export function LandingPage() {
  useLandingQueryToasts();
  const { signIn, pending } = useTermsSignIn();
  const [termsOpen, setTermsOpen] = useState(false);
  const openTerms = useCallback(() => setTermsOpen(true), []);

  useEffect(() => {
    document.title = `${COPY.productName} — ${COPY.tagline}`;
    // Arriving at /#pricing (say, from another page): the section exists only after this render.
    const hash = window.location.hash.slice(1);
    if (isLandingSectionId(hash)) scrollToId(hash, true);
  }, []);

  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <LandingNavbar onSignIn={openTerms} />
      <main className="flex-1">
        <Hero onStartTrial={signIn} signingIn={pending} />
        <StepsStrip />
        <FeaturesSection />
        <SampleResults />
        <HowItWorksSection />
        <PricingSection onSignIn={openTerms} />
        <FinalCta onSignIn={openTerms} />
      </main>
      <SiteFooter />
      <TermsModal open={termsOpen} onOpenChange={setTermsOpen} onAccept={signIn} pending={pending} />
    </div>
  );
}
