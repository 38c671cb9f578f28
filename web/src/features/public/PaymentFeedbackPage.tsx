import { Button, Card, CardContent } from '@app/ui';
import { Heart, Info, type LucideIcon, MessageSquareHeart, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { PublicPage } from '../../app/layout/PublicPage';

/** Price the survey asks about (spec §9: the feedback screen cites ₹129/month). */
const SURVEY_PRICE = '₹129/month';
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

export function PaymentFeedbackPage() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [submitting, setSubmitting] = useState<Answer | null>(null);
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
    api.request('POST', '/api/feedback/payment-interest', { wouldPay: choice === 'yes' }).catch((err: unknown) => {
      console.error('Failed to record payment feedback', err);
    });
    timer.current = setTimeout(() => setAnswer(choice), THANK_YOU_DELAY_MS[choice]);
  }

  if (answer) {
    const { icon: Icon, title, message } = THANK_YOU[answer];
    return (
      <PublicPage title={title}>
        <Card className="text-center">
          <CardContent className="flex flex-col items-center gap-4 p-8">
            <div className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="h-7 w-7" aria-hidden />
            </div>
            <p className="leading-relaxed text-muted-foreground">{message}</p>
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
      title={`Would you actually pay ${SURVEY_PRICE}?`}
      subtitle="Be honest: your answer helps us price the product fairly for job seekers."
    >
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
          <div className="grid w-full gap-3 sm:grid-cols-2">
            <Button
              size="lg"
              className="h-14 text-base"
              disabled={submitting !== null}
              onClick={() => submit('yes')}
              aria-busy={submitting === 'yes'}
            >
              <ThumbsUp aria-hidden /> YES
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="h-14 text-base"
              disabled={submitting !== null}
              onClick={() => submit('no')}
              aria-busy={submitting === 'no'}
            >
              <ThumbsDown aria-hidden /> NO
            </Button>
          </div>
          <p className="flex items-start gap-2 rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            This is only feedback. Clicking a button does not subscribe you to anything, and no charge is made.
          </p>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
