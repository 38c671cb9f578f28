import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { ArrowRight, ChartColumn, ListChecks, MailCheck, Search, Send, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './SectionHeading';

const FEATURES = [
  {
    icon: Search,
    title: 'Job search on LinkedIn',
    text: 'Pick a role, a location and on-site, remote or hybrid. Run a quick search of 100 jobs or a deep one of 1000.',
  },
  {
    icon: MailCheck,
    title: 'Verified contact emails',
    text: 'For each job we look for the person who posted it or a decision maker, and check that their email is real.',
  },
  {
    icon: Sparkles,
    title: 'Emails grounded in your resume',
    text: 'An advanced language model writes each email from your resume and the job description, and company details when we have them.',
  },
  {
    icon: Send,
    title: 'Sent from your own mailbox',
    text: 'Connect Gmail with send-only access, or any other mailbox. You can also copy the email or open it in your mail app.',
  },
  {
    icon: ListChecks,
    title: 'Track every application',
    text: 'Each email you send is saved with the job, the company and the date, so you always know who you contacted.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'See how many applications you send each week and how your search is going over time.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything between the job post and the hiring manager"
        >
          Stop sending applications into the void. Reach a person, with an email worth reading.
        </SectionHeading>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="group transition-shadow hover:shadow-md">
              <CardHeader>
                <span className="mb-2 grid h-10 w-10 place-items-center rounded-lg bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <CardTitle className="text-lg">{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="leading-relaxed">{text}</CardDescription>
              </CardContent>
            </Card>
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/features"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            See all features <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </p>
      </div>
    </section>
  );
}
