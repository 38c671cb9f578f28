import { pricingInfoQuery } from '@app/client';
import { COPY, type PaymentInterestSummary } from '@app/types';
import { Button, Card, CardContent } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Heart, Info, type LucideIcon, MessageSquareHeart, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { useCurrentUser } from '../../app/auth';
import { PublicPage } from '../../app/layout/PublicPage';
import { interestShareText, pricePerMonth } from '../../lib/billing/billing-text';
import { PaymentConfetti } from '../../lib/billing/PaymentConfetti';
/** Delay before the thank-you screen (spec §9: 0.5 s after yes, 0.3 s after no). */
const THANK_YOU_DELAY_MS = { yes: 500, no: 300 } as const;

type Answer = 'yes' | 'no';

const THANK_YOU: Record<Answer, { icon: LucideIcon; title: string; message: string }> = {
  yes: {
    icon: Heart,
    title: 'Thank you for your support!',
    message:
      "It's great to hear the product is worth paying for. Your answer helps us decide what to build next and how to price it fairly.",
  },
  no: {
    icon: MessageSquareHeart,
    title: 'Thanks for your honesty!',
    message:
      'Knowing the price does not feel right yet is just as valuable to us. We will keep working to make the product worth it for you.',
  },
};

/**
 * "Would you actually pay …?" in the visitor's currency (spec: ₹129/month for India). After an answer, the real
 * share of yes answers so far, or nothing while too few people answered (DESIGN.md §6: no invented numbers).
 */
export function PaymentFeedbackPage() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [submitting, setSubmitting] = useState<Answer | null>(null);
  const [summary, setSummary] = useState<PaymentInterestSummary | null>(null);
  const pricing = useQuery(pricingInfoQuery(api));
  const { user, isLoading: userLoading } = useCurrentUser();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function submit(choice: Answer) {
    if (submitting) return;
    setSubmitting(choice);
    // Only feedback: a failure is logged and the visitor still sees the thank-you screen (spec §7).
    api
      .submitPaymentInterest({ wouldPay: choice === 'yes' })
      .then(setSummary)
      .catch((err: unknown) => {
        console.error('Failed to record payment feedback', err);
      });
    timer.current = setTimeout(() => setAnswer(choice), THANK_YOU_DELAY_MS[choice]);
  }

  if (answer) {
    const { icon: Icon, title, message } = THANK_YOU[answer];
    const share = interestShareText(summary);
    return (
      <PublicPage title={title}>
        {answer === 'yes' && <PaymentConfetti />}
        <Card className="text-center">
          <CardContent className="flex flex-col items-center gap-4 p-8" data-testid="feedback-thanks">
            <div className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="h-7 w-7" aria-hidden />
            </div>
            <p className="leading-relaxed text-muted-foreground">{message}</p>
            {share && (
              <p className="flex items-center gap-2 text-sm" data-testid="feedback-share">
                <BarChart3 className="h-4 w-4 text-primary" aria-hidden />
                {share}
              </p>
            )}
            <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild>
                <Link to="/dashboard">Go to Dashboard</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">Back to Home</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title={pricing.data ? COPY.billing.interestQuestion(pricePerMonth(pricing.data)) : COPY.loading}
      subtitle="Be honest: your answer helps us price the product fairly for job seekers."
    >
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
          {user || userLoading ? (
            <div className="grid w-full gap-3 sm:grid-cols-2">
              <Button
                size="lg"
                className="h-14 text-base"
                disabled={submitting !== null || !user}
                onClick={() => submit('yes')}
                aria-busy={submitting === 'yes'}
              >
                <ThumbsUp aria-hidden /> YES
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="h-14 text-base"
                disabled={submitting !== null || !user}
                onClick={() => submit('no')}
                aria-busy={submitting === 'no'}
              >
                <ThumbsDown aria-hidden /> NO
              </Button>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-3 text-center" data-testid="feedback-sign-in">
              <p className="text-muted-foreground">{COPY.billing.interestSignIn}</p>
              <Button asChild>
                <Link to="/">Sign in on the home page</Link>
              </Button>
            </div>
          )}
          <p className="flex items-start gap-2 rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {COPY.billing.interestNote}
          </p>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
