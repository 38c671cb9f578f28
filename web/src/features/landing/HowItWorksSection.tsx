import { ArrowRight, ChartLine, Mail, Search, Send, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './SectionHeading';

const STEPS = [
  {
    icon: Search,
    title: 'Search jobs',
    text: 'Choose a role, a city and a work type. We search LinkedIn and keep the listings worth your time.',
  },
  {
    icon: UserSearch,
    title: 'Find decision makers',
    text: 'For each job we find the poster or a decision maker and verify their email address.',
  },
  {
    icon: Mail,
    title: 'Generate emails',
    text: 'One click writes a personalised email from your saved resume and the job description. Edit it as you like.',
  },
  {
    icon: Send,
    title: 'Send from your mail account',
    text: 'Send through Gmail (send-only permission) or another mailbox, or copy it and send it yourself.',
  },
  {
    icon: ChartLine,
    title: 'Track progress',
    text: 'Your sent applications and weekly activity stay in one place.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="From search to sent in five steps">
          No spreadsheets of recruiters, no guessing email formats, no blank page.
        </SectionHeading>
        <div className="relative mx-auto mt-14 max-w-5xl">
          {/* Connecting line behind the step numbers on wide screens. */}
          <div aria-hidden className="absolute top-6 right-[10%] left-[10%] hidden h-px bg-border md:block" />
          <ol className="relative grid gap-8 md:grid-cols-5 md:gap-4">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
                <span className="relative grid h-12 w-12 shrink-0 place-items-center rounded-full border-2 border-primary/30 bg-background text-primary shadow-sm">
                  <Icon className="h-5 w-5" aria-hidden />
                  <span className="absolute -top-1.5 -right-1.5 grid h-5 w-5 place-items-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground">
                    {i + 1}
                  </span>
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <p className="mt-12 text-center">
          <Link
            to="/how-it-works"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Read the full walkthrough <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </p>
      </div>
    </section>
  );
}
