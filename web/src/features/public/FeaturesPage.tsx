import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { COPY, JOB_COUNT, TRIAL_DAYS_DEFAULT } from '@app/types';
import { ArrowRight, BarChart3, Check, type LucideIcon, Mail, Search, Send, Sparkles, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { PublicPage } from '../../app/layout/PublicPage';
import { LOGIN_URL } from './siteInfo';

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
}

const FEATURES: Feature[] = [
  {
    icon: Search,
    title: 'Smart Job Search',
    description: 'Search live listings on the professional networking site by role, location and work type.',
    points: [
      'On-site, remote and hybrid roles',
      `Quick (${JOB_COUNT.quick} jobs) or Deep (${JOB_COUNT.deep} jobs) searches`,
      'Listings filtered down to quality leads',
    ],
  },
  {
    icon: UserSearch,
    title: 'Decision Maker Discovery',
    description: 'Find the person behind the job post: the poster, a hiring manager or another decision maker.',
    points: [
      'Contact emails for posters and decision makers',
      'Each address checked before you use it',
      'Clearly marked when no contact can be found',
    ],
  },
  {
    icon: Sparkles,
    title: 'AI-Personalised Emails',
    description: 'Draft an application email from your resume and the job description with an advanced language model.',
    points: [
      'Grounded in your real experience',
      'Uses the company profile when it is available',
      'Edit every word before it goes out',
    ],
  },
  {
    icon: Send,
    title: 'Send From Your Own Mailbox',
    description: 'Emails leave from your own address, so replies come straight back to you.',
    points: [
      'Gmail with a send-only permission: we never read your mail',
      'Any other mail account through SMTP',
      'Or copy the email, or open it in your mail app',
    ],
  },
  {
    icon: Mail,
    title: 'Application Tracking',
    description: 'Every application you send is recorded in one place, so you always know where you stand.',
    points: [
      'Job title, company, recipient and subject',
      'The date and time each email was sent',
      'A link back to the original job post',
    ],
  },
  {
    icon: BarChart3,
    title: 'Analytics & Insights',
    description: 'Understand your job hunt at a glance with figures computed from your own activity.',
    points: [
      'Jobs analysed across all your searches',
      'Applications sent week by week',
      'Refreshed automatically as you work',
    ],
  },
];

export function FeaturesPage() {
  return (
    <PublicPage
      wide
      title="Features"
      subtitle={`Everything ${COPY.productName} does to get your application in front of the right person.`}
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, description, points }) => (
          <Card key={title} className="flex flex-col transition-shadow hover:shadow-md">
            <CardHeader>
              <div className="mb-2 flex h-11 w-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="h-6 w-6" aria-hidden />
              </div>
              <CardTitle className="text-lg">{title}</CardTitle>
              <CardDescription className="leading-relaxed">{description}</CardDescription>
            </CardHeader>
            <CardContent className="mt-auto">
              <ul className="space-y-2 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>

      <section className="mt-12 rounded-xl border bg-muted/50 px-6 py-10 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Ready to reach the people who hire?</h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          Start on the Free plan, or try Pro free for {TRIAL_DAYS_DEFAULT} days. No credit card required.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={LOGIN_URL}>
              Get Started Free <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/how-it-works">See How It Works</Link>
          </Button>
        </div>
      </section>
    </PublicPage>
  );
}
