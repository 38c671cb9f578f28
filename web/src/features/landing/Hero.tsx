import { COPY, TRIAL_DAYS_DEFAULT } from '@app/types';
import { Badge, Button, Spinner } from '@app/ui';
import { ArrowRight, BadgeCheck, CirclePlay, FileText, Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { DemoAnimation } from './DemoAnimation';
import { scrollToId } from './sections';
import { TermsConsent } from '../../lib/terms/TermsConsent';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const DEMO_ID = 'demo';

const HIGHLIGHTS = [
  { icon: BadgeCheck, text: 'Verified email of the job poster or a decision maker' },
  { icon: FileText, text: 'A personalised email grounded in your resume' },
  { icon: Send, text: 'Sent from your own mailbox' },
] as const;

interface HeroProps {
  /** Records terms acceptance and starts sign-in; offered only once the checkbox is ticked. */
  onStartTrial: () => void;
  signingIn: boolean;
}

export function Hero({ onStartTrial, signingIn }: HeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [agreed, setAgreed] = useState(false);
  // Bumped by 'View demo' to replay the demo from its first step.
  const [demoRun, setDemoRun] = useState(0);

  const viewDemo = () => {
    setDemoRun((n) => n + 1);
    scrollToId(DEMO_ID, reducedMotion, 'center');
  };

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden pt-28 pb-16 sm:pt-32 lg:pb-24">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.05fr] lg:gap-14">
        <div className="min-w-0">
          <Badge variant="outline" className="gap-1.5 bg-background/70 py-1 font-medium text-primary backdrop-blur">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            {COPY.tagline} for job seekers
          </Badge>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.25rem] lg:leading-[1.08]"
          >
            Skip the applicant pile. <span className="text-primary">Email the people who hire.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            {COPY.productName} finds jobs on LinkedIn, gets a verified email for the person who posted the job or a
            decision maker, and writes a personalised application grounded in your resume — sent from your own mailbox.
          </p>

          <ul className="mt-6 space-y-2.5">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2.5 text-sm">
                <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Icon className="h-3.5 w-3.5" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>

          <div className="mt-8 max-w-xl space-y-4">
            <TermsConsent
              id="hero-terms"
              testId="terms-checkbox"
              checked={agreed}
              onCheckedChange={setAgreed}
              disabled={signingIn}
            />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                size="lg"
                className="px-6 shadow-lg shadow-primary/20"
                data-testid="start-trial"
                disabled={!agreed || signingIn}
                aria-describedby="hero-trial-note"
                onClick={onStartTrial}
              >
                {signingIn ? <Spinner size="small" className="text-current" /> : null}
                Start free trial
                {!signingIn && <ArrowRight aria-hidden />}
              </Button>
              <Button size="lg" variant="outline" className="px-6" onClick={viewDemo} aria-controls={DEMO_ID}>
                <CirclePlay aria-hidden />
                View demo
              </Button>
            </div>
            <p id="hero-trial-note" className="text-sm text-muted-foreground">
              {TRIAL_DAYS_DEFAULT}-day free trial · No credit card required
              {!agreed && <span className="sr-only"> · Tick the box above to start</span>}
            </p>
          </div>
        </div>

        <div id={DEMO_ID} tabIndex={-1} className="min-w-0 scroll-mt-24 outline-none lg:pl-2">
          <DemoAnimation key={demoRun} />
        </div>
      </div>
    </section>
  );
}

/** Soft brand-coloured glow and a faint grid behind the hero; decorative only. */
function HeroBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-size-[44px_44px] opacity-40 dark:opacity-20 mask-[radial-gradient(ellipse_70%_60%_at_50%_0%,#000_40%,transparent_100%)]" />
      <div className="absolute -top-40 left-1/2 h-[520px] w-[900px] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
      <div className="absolute top-40 -right-40 h-[360px] w-[360px] rounded-full bg-violet-500/10 blur-3xl" />
    </div>
  );
}
