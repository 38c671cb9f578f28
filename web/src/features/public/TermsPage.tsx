import { COPY } from '@app/types';
import { Link } from 'react-router';
import { PolicySection, PublicPage } from '../../app/layout/PublicPage';
import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL } from './siteInfo';

const linkClass = 'text-primary underline-offset-4 hover:underline';

export function TermsPage() {
  const name = COPY.productName;
  return (
    <PublicPage title="Terms and Conditions" subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`}>
      <div className="mb-8 rounded-lg border bg-muted/50 p-4 text-sm leading-relaxed">
        This is the short version of our terms. The full{' '}
        <Link to="/terms-of-service" className={linkClass}>
          Terms of Service
        </Link>{' '}
        apply to every use of {name} and take precedence if anything here differs from them.
      </div>

      <PolicySection title="1. Acceptance of Terms">
        <p>
          By creating an account or using {name} (the &ldquo;Service&rdquo;), you agree to these terms. If you do not
          agree, please do not use the Service.
        </p>
      </PolicySection>

      <PolicySection title="2. The Service">
        <p>
          {name} helps job seekers find job listings, discover contact details of job posters and hiring decision
          makers, generate personalised application emails from their resume with AI, and send those emails from their
          own mail account.
        </p>
      </PolicySection>

      <PolicySection title="3. Your Account">
        <p>
          You must be at least 18 years old to use the Service, and you may hold only one account. You are responsible
          for keeping access to your sign-in account secure and for everything that happens under your account.
        </p>
      </PolicySection>

      <PolicySection title="4. Acceptable Use">
        <p>
          Use the Service only for your own genuine job search. Do not send spam, misleading or abusive messages, do not
          misrepresent your identity or qualifications, and do not try to disrupt, overload or reverse-engineer the
          Service. You are responsible for the emails you send and for complying with the laws that apply to them.
        </p>
      </PolicySection>

      <PolicySection title="5. AI-Generated Content">
        <p>
          Emails drafted by AI are suggestions. They can contain mistakes, so review and edit every email before you
          send it. You are the sender and are responsible for its content.
        </p>
      </PolicySection>

      <PolicySection title="6. Plans and Payments">
        <p>
          The Free plan is free. Paid plans are billed in advance through our payment provider, Paddle, and renew until
          you cancel. You can cancel at any time; your plan stays active until the end of the period you paid for.
          Refunds follow our{' '}
          <Link to="/refund-policy" className={linkClass}>
            Refund Policy
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection title="7. Privacy">
        <p>
          We handle your personal data as described in our{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </PolicySection>

      <PolicySection title="8. No Guarantee of Results">
        <p>
          We work hard to find accurate contacts and write strong emails, but we cannot guarantee that a contact is
          correct, that an email will be delivered or answered, or that you will be offered a job.
        </p>
      </PolicySection>

      <PolicySection title="9. Limitation of Liability">
        <p>
          The Service is provided &ldquo;as is&rdquo;. To the extent the law allows, {name} is not liable for indirect
          or consequential losses, and our total liability is limited to the amount you paid us in the 12 months before
          the claim.
        </p>
      </PolicySection>

      <PolicySection title="10. Changes and Termination">
        <p>
          We may update these terms; we will tell you about material changes before they take effect. We may suspend or
          close accounts that break these terms. You may delete your account at any time from Settings.
        </p>
      </PolicySection>

      <PolicySection title="11. Contact">
        <p>
          Questions about these terms? Email us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>{' '}
          or visit our{' '}
          <Link to="/contact" className={linkClass}>
            Contact page
          </Link>
          .
        </p>
      </PolicySection>
    </PublicPage>
  );
}
