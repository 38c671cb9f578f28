import { COPY, TRIAL_DAYS_DEFAULT } from '@app/types';
import { Clock, Globe, type LucideIcon, PackageX, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { PolicySection, PublicPage } from '../../app/layout/PublicPage';
import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from './siteInfo';

const linkClass = 'text-primary underline-offset-4 hover:underline';
const listClass = 'list-disc space-y-2 pl-6';

const HIGHLIGHTS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: PackageX, title: 'Nothing to ship', text: 'A fully digital service' },
  { icon: Zap, title: 'Instant access', text: 'Available as soon as you sign in' },
  { icon: Globe, title: 'Works in your browser', text: 'No download or installation needed' },
  { icon: Clock, title: 'Support', text: `Replies within ${SUPPORT_RESPONSE_TIME}` },
];

export function ShippingAndDeliveryPage() {
  const name = COPY.productName;
  return (
    <PublicPage title="Shipping & Delivery Policy" subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`}>
      <ul className="mb-10 grid gap-4 sm:grid-cols-2">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-lg border bg-card p-4">
            <div className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
              <Icon className="h-5 w-5" aria-hidden />
            </div>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>

      <PolicySection id="digital-service" title="1. Digital Service Only">
        <p>
          {name} is a software-as-a-service product delivered entirely online. We do not sell or ship any physical
          goods, so there are no shipping fees, shipping addresses, couriers or delivery times for physical items. You
          use the Service in your web browser (and, if you choose, through our browser extension).
        </p>
      </PolicySection>

      <PolicySection id="delivery" title="2. How the Service Is Delivered">
        <ul className={listClass}>
          <li>
            <strong>Account:</strong> your account is created and ready to use as soon as you sign in with Google or
            another supported sign-in provider and accept our Terms.
          </li>
          <li>
            <strong>Free plan:</strong> available immediately after sign-in.
          </li>
          <li>
            <strong>Pro trial:</strong> your {TRIAL_DAYS_DEFAULT}-day Pro trial starts when your account is created; no
            payment card is needed.
          </li>
          <li>
            <strong>Receipts and invoices:</strong> sent by email by our payment provider, Paddle, to the address you
            give at checkout.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="activation" title="3. Activation of Paid Plans">
        <p>
          Pro features are activated automatically as soon as Paddle confirms your payment, which usually takes a few
          moments for card and UPI payments. You do not need to install anything or wait for a licence key.
        </p>
        <p>
          If a payment is still pending with your bank or UPI provider, activation happens as soon as it is confirmed.
          If your plan is not active shortly after you have been charged, sign out and sign in again; if that does not
          help, email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>{' '}
          with your Paddle receipt and we will activate it for you. Enterprise plans are activated on the date agreed
          with our sales team.
        </p>
      </PolicySection>

      <PolicySection id="feature-delivery" title="4. Delivery of Searches and Emails">
        <ul className={listClass}>
          <li>
            <strong>Job searches</strong> run in the background on our servers. You can follow their progress, and the
            time they take depends on how many jobs you ask for and how quickly the listing site responds.
          </li>
          <li>
            <strong>AI-generated emails</strong> are drafted on request and shown to you for review before anything is
            sent.
          </li>
          <li>
            <strong>Emails you send</strong> are handed to your own mail provider (Gmail or your SMTP server), which
            delivers them. We cannot control whether a recipient&rsquo;s mail server accepts a message, places it in the
            inbox, or whether the recipient replies.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="availability" title="5. Service Availability">
        <p>
          The Service is available 24 hours a day, 7 days a week, and we target 99.9% uptime, excluding planned
          maintenance, which we announce in advance where possible. If the Service is unavailable for an extended
          period, you may be entitled to a service credit or refund under our{' '}
          <Link to="/refund-policy" className={linkClass}>
            Refund Policy
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection id="support" title="6. Support">
        <p>
          If you have trouble accessing the Service or a feature you paid for, email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          . We respond within {SUPPORT_RESPONSE_TIME}; Pro subscribers receive priority email support. See our{' '}
          <Link to="/contact" className={linkClass}>
            Contact page
          </Link>{' '}
          for other ways to reach us.
        </p>
      </PolicySection>
    </PublicPage>
  );
}
