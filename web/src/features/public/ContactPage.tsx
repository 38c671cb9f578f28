import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { COPY } from '@app/types';
import { Briefcase, Building2, Clock, LifeBuoy, type LucideIcon, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicPage } from '../../app/layout/PublicPage';
// CONFIGURABLE: the contact addresses and support window live in ./siteInfo.ts (the spec gives no values).
import { PRIVACY_EMAIL, SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from './siteInfo';

const linkClass = 'text-primary underline-offset-4 hover:underline';

function ContactCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="h-5 w-5" aria-hidden />
        </div>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription className="leading-relaxed">{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3 text-sm">{children}</CardContent>
    </Card>
  );
}

function EmailButton({ to, subject }: { to: string; subject?: string }) {
  const href = subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`;
  return (
    <Button asChild variant="outline" className="w-full justify-start sm:w-auto">
      <a href={href}>{to}</a>
    </Button>
  );
}

export function ContactPage() {
  const name = COPY.productName;
  return (
    <PublicPage title="Contact Us" subtitle={`We're here to help with any question about ${name}.`}>
      <div className="grid gap-6 sm:grid-cols-2">
        <ContactCard
          icon={LifeBuoy}
          title="Customer Support"
          description="Help with your account, searches, email sending, billing or refunds."
        >
          <EmailButton to={SUPPORT_EMAIL} />
          <p className="flex items-center gap-2 text-muted-foreground">
            <Clock className="h-4 w-4 shrink-0" aria-hidden />
            We respond within {SUPPORT_RESPONSE_TIME}.
          </p>
        </ContactCard>

        <ContactCard
          icon={ShieldCheck}
          title="Data Protection"
          description="Privacy questions, data access or deletion requests, and removal of contact details."
        >
          <EmailButton to={PRIVACY_EMAIL} />
          <p className="text-muted-foreground">
            You can also download your data and delete your account yourself from Settings &rarr; Privacy.
          </p>
        </ContactCard>

        <ContactCard
          icon={Briefcase}
          title="Sales & Enterprise"
          description="Plans for placement teams, agencies and organisations: API access, integrations and SLAs."
        >
          <EmailButton to={SUPPORT_EMAIL} subject="Enterprise enquiry" />
          <p className="text-muted-foreground">
            Tell us about your team and what you need, and we&rsquo;ll get back to you within {SUPPORT_RESPONSE_TIME}.
          </p>
        </ContactCard>

        <ContactCard
          icon={Building2}
          title="Business Information"
          description={`${name} is an online software service. We do not sell physical goods.`}
        >
          <p className="text-muted-foreground">
            Our registered business details (legal entity name and address) are available on request. Email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
          <p className="text-muted-foreground">Payments are processed by Paddle, our merchant of record.</p>
        </ContactCard>
      </div>

      <section className="mt-10 rounded-lg border bg-muted/50 p-6">
        <h2 className="text-lg font-semibold">Before you write</h2>
        <p className="mt-2 leading-relaxed text-muted-foreground">
          Please email us from the address you use to sign in to {name}, so we can find your account quickly. For a
          billing question or refund, include the order number from your Paddle receipt. You may find your answer sooner
          in our{' '}
          <Link to="/pricing" className={linkClass}>
            pricing FAQ
          </Link>
          ,{' '}
          <Link to="/refund-policy" className={linkClass}>
            Refund Policy
          </Link>{' '}
          or{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </PublicPage>
  );
}
