import { TRIAL_DAYS_DEFAULT } from '@app/types';
import { Button } from '@app/ui';
import { ArrowRight, CircleCheck } from 'lucide-react';

const POINTS = [`${TRIAL_DAYS_DEFAULT}-day free trial`, 'No credit card required', '99.9% uptime'] as const;

interface FinalCtaProps {
  /** Opens the terms modal, which leads to sign-in. */
  onSignIn: () => void;
}

export function FinalCta({ onSignIn }: FinalCtaProps) {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(0_0_0/0.18),transparent_50%)]"
          />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your next interview could start with one email.
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">
            Find the job, find the person, send a note that sounds like you.
          </p>
          <Button size="lg" variant="secondary" className="mt-8 px-6 shadow-md" onClick={onSignIn}>
            Start free trial <ArrowRight aria-hidden />
          </Button>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm opacity-90">
            {POINTS.map((p) => (
              <li key={p} className="inline-flex items-center gap-1.5">
                <CircleCheck className="h-4 w-4" aria-hidden /> {p}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
