import { COPY } from '@app/types';
import { Link } from 'react-router';
import { PolicySection, PublicPage } from '../../app/layout/PublicPage';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL, SUPPORT_EMAIL } from './siteInfo';

const linkClass = 'text-primary underline-offset-4 hover:underline';
const listClass = 'list-disc space-y-2 pl-6';

/** The second privacy page (spec §2: /privacy, 13 sections). It must keep exactly 13 numbered sections. */
export function PrivacyPage() {
  const name = COPY.productName;
  return (
    <PublicPage title="Privacy Policy" subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`}>
      <PolicySection id="introduction" title="1. Introduction">
        <p>
          {name} respects your privacy. This policy describes what personal data we collect when you use {name}, why we
          collect it, who we share it with, and the rights you have. It applies to our website, web application and
          browser extension. Our full{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          gives more detail on each point.
        </p>
      </PolicySection>

      <PolicySection id="information-we-collect" title="2. Information We Collect">
        <ul className={listClass}>
          <li>
            <strong>Sign-in details:</strong> your name, email address and profile picture, received from Google or
            another OpenID Connect provider when you sign in.
          </li>
          <li>
            <strong>Resume:</strong> the resume text you save and any resume file you upload.
          </li>
          <li>
            <strong>Job searches:</strong> the role, location, work type and number of jobs you search for, and the
            results we find.
          </li>
          <li>
            <strong>Applications:</strong> a record of each application email you send (recipient, subject, job, company
            and time).
          </li>
          <li>
            <strong>Mail connection:</strong> encrypted send-only Gmail tokens or SMTP credentials, if you connect a
            mail account.
          </li>
          <li>
            <strong>Subscription:</strong> your plan and payment status from our payment provider, Paddle. We never see
            your card or UPI details.
          </li>
          <li>
            <strong>Settings, feedback and logs:</strong> your preferences, any feedback you send us, and server logs
            such as IP address, browser type and the requests made.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="how-we-use" title="3. How We Use Your Information">
        <p>
          We use your data to provide the Service: to sign you in, run your searches, find contacts for jobs, write and
          send the emails you request, show your history and statistics, manage your plan and payments, answer support
          requests, and keep the Service secure and free of abuse. We rely on our contract with you, your consent (for
          example, when you connect a mail account), our legitimate interests and our legal obligations. We do not sell
          your data or use it for advertising.
        </p>
      </PolicySection>

      <PolicySection id="contact-discovery" title="4. Contact Discovery">
        <p>
          To help you reach the right person, we collect business contact information about job posters and decision
          makers (name, job title, company, public profile link and business email address) from public job listings,
          company pages and other public sources. We check that an email address can receive mail without sending a
          message. This information is used only to let job seekers apply for the related jobs. Anyone who wants their
          details removed can email{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>
          .
        </p>
      </PolicySection>

      <PolicySection id="ai-email-generation" title="5. AI Email Generation">
        <p>
          When you generate an email, your resume text, the job description and, where available, the company profile
          are sent to the AI language model provider we use, which processes them on our behalf to return a draft. The
          draft is shown to you to review and edit; nothing is sent without your action.
        </p>
      </PolicySection>

      <PolicySection id="email-permissions" title="6. Email Sending Permissions">
        <p>
          Connecting a mail account is optional. For Gmail we request only the send-only permission: we cannot read,
          search or delete your email, and we never do. For any other provider we use the SMTP credentials you give us,
          only to send the emails you ask us to send. Our use of information received from Google APIs adheres to the
          Google API Services User Data Policy, including its Limited Use requirements. You can disconnect at any time.
        </p>
      </PolicySection>

      <PolicySection id="sharing" title="7. Sharing and Third Parties">
        <p>We share personal data only with:</p>
        <ul className={listClass}>
          <li>the recipients of the emails you choose to send;</li>
          <li>Google or your sign-in provider, and Google or your SMTP provider for sending;</li>
          <li>our AI language model provider, to draft emails;</li>
          <li>Paddle, our payment provider and merchant of record, to process payments;</li>
          <li>the hosting providers that run our servers; and</li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </PolicySection>

      <PolicySection id="cookies" title="8. Cookies and Sessions">
        <p>
          We use a single essential session cookie to keep you signed in; the session itself is stored on our servers.
          Your theme preference is kept in your browser&rsquo;s local storage. We do not use advertising or third-party
          tracking cookies. Paddle may set cookies it needs when you open the checkout.
        </p>
      </PolicySection>

      <PolicySection id="retention" title="9. Data Retention">
        <ul className={listClass}>
          <li>Account data, resume, searches and settings: until you delete them or your account.</li>
          <li>Application history: 2 years.</li>
          <li>Payment records: 7 years, as tax and accounting law requires.</li>
          <li>Server logs: 90 days.</li>
        </ul>
      </PolicySection>

      <PolicySection id="security" title="10. Data Security">
        <p>
          All traffic is encrypted with HTTPS, mail credentials are encrypted at rest, sessions are kept on the server
          behind an HttpOnly cookie, and staff access to user data is restricted and logged. No system is perfectly
          secure, but we work to protect your data and will notify you of any breach as the law requires.
        </p>
      </PolicySection>

      <PolicySection id="your-rights" title="11. Your Rights">
        <p>
          You can access, correct, download or delete your data, object to or restrict processing, and withdraw consent.
          In <strong>Settings &rarr; Privacy</strong> you can download your data and delete your account yourself. For
          other requests, email{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>
          . You may also complain to your local data protection authority.
        </p>
      </PolicySection>

      <PolicySection id="children" title="12. Children's Privacy">
        <p>
          {name} is only for people aged 18 or over. We do not knowingly collect data from anyone under 18, and we
          delete such data if we learn of it.
        </p>
      </PolicySection>

      <PolicySection id="changes-and-contact" title="13. Changes and Contact">
        <p>
          We will post any changes to this policy on this page with a new date, and tell you about material changes
          before they take effect. Questions? Email our data protection contact at{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>
          , write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          , or visit our{' '}
          <Link to="/contact" className={linkClass}>
            Contact page
          </Link>
          .
        </p>
      </PolicySection>
    </PublicPage>
  );
}
