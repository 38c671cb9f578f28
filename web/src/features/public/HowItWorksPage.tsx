import { Button } from '@app/ui';
import { COPY, FREE_SEARCHES_PER_MONTH, TRIAL_DAYS_DEFAULT } from '@app/types';
import { ArrowRight, BarChart3, type LucideIcon, Search, Send, Sparkles, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { PublicPage } from '../../app/layout/PublicPage';
import { LOGIN_URL } from './siteInfo';

interface Step {
  icon: LucideIcon;
  title: string;
  description: string;
  details: string[];
}

const STEPS: Step[] = [
  {
    icon: Search,
    title: 'Search for jobs',
    description:
      'Tell us the role you want, where you want to work and whether you prefer on-site, remote or hybrid work. We search live listings on the professional networking site and filter them down to quality leads.',
    details: ['Role keyword, location and work type', 'Quick or Deep search', 'Progress shown while the search runs'],
  },
  {
    icon: UserSearch,
    title: 'Find the decision makers',
    description:
      'For each job we look for the person who posted it or someone who decides on the hire, and find a work email address for them. Addresses are checked before you see them.',
    details: [
      'Job poster or hiring contact',
      'Verified email where one can be found',
      'Jobs without a contact are marked',
    ],
  },
  {
    icon: Sparkles,
    title: 'Generate a personalised email',
    description:
      'Upload your resume once. For any job you choose, AI writes an application email that connects your real experience to what the role asks for, using the company profile when it is available.',
    details: ['Based on your saved resume', 'Tailored to the job description', 'Fully editable before sending'],
  },
  {
    icon: Send,
    title: 'Send it from your own mail account',
    description:
      'Connect Gmail with a send-only permission, or any other mail account through SMTP, and send with one click. The email comes from your address, so replies land in your inbox.',
    details: [
      'Send-only access: we never read your mail',
      'Or copy it, or open it in your mail app',
      'Connecting a mailbox is optional',
    ],
  },
  {
    icon: BarChart3,
    title: 'Track your progress',
    description:
      'Every application you send is saved to your Applications list, and your Analytics page shows how your search is going over time.',
    details: [
      'Who you wrote to, for which role, and when',
      'Weekly activity at a glance',
      'Pick up where you left off',
    ],
  },
];

export function HowItWorksPage() {
  return (
    <PublicPage
      title="How It Works"
      subtitle={`From job search to a personal email in the hiring manager's inbox, in five steps with ${COPY.productName}.`}
    >
      <ol className="relative space-y-8">
        {STEPS.map(({ icon: Icon, title, description, details }, index) => (
          <li key={title} className="relative flex gap-4 sm:gap-6">
            {index < STEPS.length - 1 && (
              <span aria-hidden className="absolute top-12 bottom-[-2rem] left-5 w-px bg-border sm:left-6" />
            )}
            <div className="relative z-10 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground sm:h-12 sm:w-12 sm:text-base">
              {index + 1}
            </div>
            <div className="flex-1 rounded-lg border bg-card p-5 shadow-sm">
              <div className="flex items-center gap-2">
                <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
                <h2 className="text-lg font-semibold">{title}</h2>
              </div>
              <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {details.map((detail) => (
                  <li key={detail} className="rounded-full bg-muted px-3 py-1 text-xs text-foreground">
                    {detail}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>

      <section className="mt-12 rounded-xl border bg-muted/50 px-6 py-10 text-center">
        <h2 className="text-2xl font-bold tracking-tight">Start your first search today</h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          The Free plan includes {FREE_SEARCHES_PER_MONTH} job searches a month, and Pro comes with a{' '}
          {TRIAL_DAYS_DEFAULT}-day free trial. No credit card required.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={LOGIN_URL}>
              Get Started Free <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">View Pricing</Link>
          </Button>
        </div>
      </section>
    </PublicPage>
  );
}
