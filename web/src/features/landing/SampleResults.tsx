import { Badge, Card, CardContent, cn } from '@app/ui';
import { BadgeCheck, Briefcase, Clock, Mail, MapPin, Send, UserRound } from 'lucide-react';
import { DEMO_CONTACTS, DEMO_JOBS, SAMPLE_OUTREACH, type DemoContact, type DemoJob } from './demoData';
import { SectionHeading } from './SectionHeading';

const SAMPLE_JOB_COUNT = 3;

/** Sample job cards and a sample outreach message, labelled as sample data. */
export function SampleResults() {
  const pairs = DEMO_JOBS.slice(0, SAMPLE_JOB_COUNT).map((job) => ({
    job,
    contact: DEMO_CONTACTS.find((c) => c.company === job.company),
  }));

  return (
    <section aria-labelledby="sample-title" className="border-y bg-muted/30 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="sample-title" eyebrow="What you get" title="Real people to write to, and the email to send">
          Every lead comes with who to contact and a draft written for that job. Here is what that looks like.
        </SectionHeading>
        <div className="mt-12 grid items-start gap-6 lg:grid-cols-2">
          <div className="min-w-0">
            <SampleLabel>Sample job cards</SampleLabel>
            <ul className="space-y-4">
              {pairs.map(({ job, contact }) => (
                <li key={job.title}>
                  <SampleJobCard job={job} contact={contact} />
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 lg:sticky lg:top-24">
            <SampleLabel>Sample outreach message</SampleLabel>
            <SampleMessage />
          </div>
        </div>
      </div>
    </section>
  );
}

function SampleLabel({ children }: { children: string }) {
  return (
    <div className="mb-3 flex items-center gap-2">
      <h3 className="text-sm font-semibold">{children}</h3>
      <Badge variant="outline" className="border-dashed font-medium text-muted-foreground">
        Sample data
      </Badge>
    </div>
  );
}

function SampleJobCard({ job, contact }: { job: DemoJob; contact: DemoContact | undefined }) {
  return (
    <Card className="overflow-hidden">
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'grid h-11 w-11 shrink-0 place-items-center rounded-lg text-sm font-bold text-white',
              job.logoClass,
            )}
            aria-hidden
          >
            {job.initials}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold leading-tight">{job.title}</p>
            <p className="text-sm text-muted-foreground">{job.company}</p>
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-3.5 w-3.5" aria-hidden /> {job.location}
              </span>
              <span className="inline-flex items-center gap-1">
                <Briefcase className="h-3.5 w-3.5" aria-hidden /> {job.workType} · {job.experience}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="h-3.5 w-3.5" aria-hidden /> {job.posted}
              </span>
            </p>
          </div>
        </div>
        {contact && (
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm">
            <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <UserRound className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{contact.name}</p>
              <p className="truncate text-xs text-muted-foreground">{contact.title}</p>
              <p className="truncate font-mono text-xs text-muted-foreground">{contact.email}</p>
            </div>
            <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-success dark:text-emerald-400">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified
            </span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SampleMessage() {
  return (
    <Card className="overflow-hidden shadow-lg">
      <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-3 text-sm font-medium">
        <Mail className="h-4 w-4 text-primary" aria-hidden />
        New message
      </div>
      <dl className="divide-y text-sm">
        <MessageField label="From" value={SAMPLE_OUTREACH.from} mono />
        <MessageField label="To" value={SAMPLE_OUTREACH.to} mono />
        <MessageField label="Subject" value={SAMPLE_OUTREACH.subject} />
      </dl>
      <p className="border-t px-4 py-4 text-sm leading-relaxed whitespace-pre-wrap">{SAMPLE_OUTREACH.body}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t bg-muted/30 px-4 py-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Send className="h-3.5 w-3.5" aria-hidden /> Sent from your own mailbox
        </span>
        <span>Written from your resume and the job description</span>
      </div>
    </Card>
  );
}

function MessageField({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex gap-3 px-4 py-2">
      <dt className="w-16 shrink-0 text-muted-foreground">{label}</dt>
      <dd className={cn('min-w-0 truncate', mono && 'font-mono text-xs leading-5')}>{value}</dd>
    </div>
  );
}
