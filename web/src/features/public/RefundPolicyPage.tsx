import { COPY, TRIAL_DAYS_DEFAULT } from '@app/types';
import { Link } from 'react-router';
import { PolicySection, PublicPage } from '../../app/layout/PublicPage';
import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from './siteInfo';

const linkClass = 'text-primary underline-offset-4 hover:underline';
const listClass = 'list-disc space-y-2 pl-6';

const SUMMARY: { label: string; value: string }[] = [
  { label: 'Money-back window', value: '7 days from your first charge' },
  { label: 'Request review', value: '3-5 business days' },
  { label: 'Refund processing', value: '5-10 business days' },
];

function SupportMail() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
      {SUPPORT_EMAIL}
    </a>
  );
}

export function RefundPolicyPage() {
  const name = COPY.productName;
  return (
    <PublicPage title="Refund Policy" subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`}>
      <dl className="mb-10 grid gap-4 sm:grid-cols-3">
        {SUMMARY.map(({ label, value }) => (
          <div key={label} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <PolicySection id="overview" title="1. Overview">
        <p>
          We want you to be happy with {name}. This policy explains when you can get your money back for a paid plan,
          how to ask for a refund, and how long it takes. It forms part of our{' '}
          <Link to="/terms-of-service" className={linkClass}>
            Terms of Service
          </Link>
          . Nothing in it limits any refund rights you have under the consumer law of your country.
        </p>
      </PolicySection>

      <PolicySection id="free-plan-and-trial" title="2. Free Plan and Free Trial">
        <p>
          The Free plan costs nothing, and the {TRIAL_DAYS_DEFAULT}-day Pro trial does not require a payment card, so
          there is nothing to refund for either. We encourage you to use the trial to make sure Pro is right for you
          before you subscribe.
        </p>
      </PolicySection>

      <PolicySection id="money-back-guarantee" title="3. 7-Day Money-Back Guarantee">
        <p>
          If you are a first-time Pro subscriber and not satisfied, you can ask for a full refund within 7 days of your
          first charge. No reason is required, although your feedback helps us improve. The guarantee applies once per
          person and only to your first Pro payment.
        </p>
      </PolicySection>

      <PolicySection id="renewals-and-cancellation" title="4. Renewals and Cancellation">
        <ul className={listClass}>
          <li>
            You can cancel your subscription at any time. Cancelling stops future renewals; your Pro features stay
            active until the end of the billing period you have already paid for.
          </li>
          <li>
            Monthly renewal payments after your first charge are not refundable, and we do not refund partly used
            months, except as described in section 5.
          </li>
          <li>
            <strong>Annual plans:</strong> where an annual plan is offered, if you cancel within 30 days of the annual
            charge you receive a pro-rated refund for the unused months.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="service-issues" title="5. Service Outages and Feature Failures">
        <p>If the Service lets you down, we will make it right:</p>
        <ul className={listClass}>
          <li>
            <strong>Downtime over 4 hours:</strong> if the Service is unavailable for more than 4 hours in a row, you
            can ask for a service credit covering the affected time, added to your next billing period.
          </li>
          <li>
            <strong>Outage over 24 hours:</strong> if the Service is unavailable for more than 24 hours in a row, you
            can ask for a pro-rated refund for the affected period instead of a credit.
          </li>
          <li>
            <strong>Feature failure over 48 hours:</strong> if a core paid feature (such as job search, contact
            discovery, email generation or sending) does not work for more than 48 hours because of a problem on our
            side, you can ask for a pro-rated refund for the affected period.
          </li>
        </ul>
        <p>
          These remedies do not apply to planned maintenance announced in advance, or to problems caused by third
          parties outside our control, such as your mail provider rejecting messages, or by your own devices or network.
        </p>
      </PolicySection>

      <PolicySection id="not-eligible" title="6. When Refunds Are Not Available">
        <ul className={listClass}>
          <li>Requests made more than 7 days after your first charge, except under sections 4 and 5.</li>
          <li>Renewal payments for periods you did not cancel before they started.</li>
          <li>
            Accounts closed for breaking our Terms of Service, such as sending spam or creating multiple accounts.
          </li>
          <li>Payments already refunded or reversed through a chargeback.</li>
        </ul>
      </PolicySection>

      <PolicySection id="how-to-request" title="7. How to Request a Refund">
        <p>
          Within the 7-day window, the quickest way is <strong>Ask for a refund</strong> on the{' '}
          <Link to="/subscribe" className="text-primary underline-offset-4 hover:underline">
            Upgrade to Pro
          </Link>{' '}
          page while signed in: it records your request with your first charge. You can also write to us:
        </p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Email <SupportMail /> from the email address of your {name} account, with the subject &ldquo;Refund
            request&rdquo;.
          </li>
          <li>
            Include your order or transaction number from the receipt Paddle emailed you, and briefly tell us why you
            are asking for a refund.
          </li>
          <li>We acknowledge your request and aim to reply within {SUPPORT_RESPONSE_TIME}.</li>
        </ol>
      </PolicySection>

      <PolicySection id="timeline" title="8. Review and Processing Times">
        <p>
          We review refund requests within 3-5 business days. Once a refund is approved, it is issued through our
          payment provider, Paddle, to your original payment method. Refunds normally appear within 5-10 business days,
          depending on your bank, card issuer or UPI provider. Refunds are made in the currency you paid in; we cannot
          cover differences caused by exchange rates or your bank&rsquo;s fees.
        </p>
        <p>When a refund is issued, your Pro subscription ends and your account returns to the Free plan.</p>
      </PolicySection>

      <PolicySection id="chargebacks" title="9. Chargebacks">
        <p>
          If something is wrong with a charge, please contact us first: we can usually resolve it faster than a dispute
          through your bank. If a chargeback is opened, we may pause the Pro features on your account while it is
          reviewed.
        </p>
      </PolicySection>

      <PolicySection id="contact" title="10. Contact">
        <p>
          Questions about this policy or a charge? Email <SupportMail /> or visit our{' '}
          <Link to="/contact" className={linkClass}>
            Contact page
          </Link>
          .
        </p>
      </PolicySection>
    </PublicPage>
  );
}
