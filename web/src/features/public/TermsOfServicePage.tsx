import { COPY, FREE_SEARCHES_PER_MONTH, TRIAL_DAYS_DEFAULT } from '@app/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PolicySection, PublicPage } from '../../app/layout/PublicPage';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL, PRO_PRICE_LABEL, SUPPORT_EMAIL } from './siteInfo';

const linkClass = 'text-primary underline-offset-4 hover:underline';
const listClass = 'list-disc space-y-2 pl-6';

function Mail({ to }: { to: string }) {
  return (
    <a href={`mailto:${to}`} className={linkClass}>
      {to}
    </a>
  );
}

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

function buildSections(name: string): Section[] {
  return [
    {
      id: 'agreement',
      title: 'Agreement to These Terms',
      body: (
        <>
          <p>
            These Terms of Service (the &ldquo;Terms&rdquo;) are a legal agreement between you and the operator of{' '}
            {name} (&ldquo;{name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo; or &ldquo;our&rdquo;). They govern your use
            of the {name} website, web application, browser extension and related services (together, the
            &ldquo;Service&rdquo;).
          </p>
          <p>
            By creating an account, accepting these Terms when you sign in, or otherwise using the Service, you confirm
            that you have read, understood and agree to be bound by these Terms and by our{' '}
            <Link to="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link to="/refund-policy" className={linkClass}>
              Refund Policy
            </Link>
            , which form part of these Terms. If you do not agree, you must not use the Service.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: (
        <>
          <p>To use the Service you must:</p>
          <ul className={listClass}>
            <li>be at least 18 years old;</li>
            <li>be able to enter into a binding contract under the laws that apply to you; and</li>
            <li>not be barred from using the Service under any applicable law.</li>
          </ul>
          <p>If you use the Service on behalf of an organisation, you confirm that you are authorised to bind it.</p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Your Account',
      body: (
        <>
          <ul className={listClass}>
            <li>
              <strong>One account per person.</strong> Each person may hold only one account. Creating additional
              accounts, for example to obtain more free searches or repeat free trials, is not allowed and may lead to
              all related accounts being closed.
            </li>
            <li>
              <strong>Sign-in.</strong> You sign in with a third-party sign-in provider such as Google. You are
              responsible for keeping that account secure. Tell us promptly at <Mail to={SUPPORT_EMAIL} /> if you
              believe someone has accessed your {name} account without permission.
            </li>
            <li>
              <strong>Accurate information.</strong> Keep the information in your account, including your resume,
              accurate and up to date.
            </li>
            <li>
              <strong>Responsibility.</strong> You are responsible for all activity that takes place under your account.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'service',
      title: 'The Service',
      body: (
        <>
          <p>{name} is a job-application assistant. Depending on your plan, the Service lets you:</p>
          <ul className={listClass}>
            <li>search job listings published on a professional networking site by role, location and work type;</li>
            <li>
              discover, and check the deliverability of, business email addresses of job posters and decision makers;
            </li>
            <li>save a resume and generate personalised application emails from it with an AI language model;</li>
            <li>send those emails from your own mail account, copy them, or open them in your mail app; and</li>
            <li>keep a record of the applications you send and view statistics about your activity.</li>
          </ul>
          <p>
            We continually improve the Service and may add, change or remove features. If we remove a feature that is a
            material part of a paid plan you have already paid for, the{' '}
            <Link to="/refund-policy" className={linkClass}>
              Refund Policy
            </Link>{' '}
            explains what you are entitled to.
          </p>
        </>
      ),
    },
    {
      id: 'third-parties',
      title: 'Third-Party Sites and Your Mail Account',
      body: (
        <>
          <p>
            Job listings, company information and contact details come from third-party websites and public sources that
            we do not control. We do not guarantee that they are accurate, complete or current, and a listing may be
            withdrawn by its publisher at any time. {name} is not affiliated with, or endorsed by, the professional
            networking site or any employer shown in the Service.
          </p>
          <p>
            If you connect a mail account, you authorise us to send the emails you ask us to send on your behalf. For
            Gmail we request a send-only permission and never read your mailbox; for other providers you give us SMTP
            credentials, which we store encrypted. You can disconnect your mail account at any time. Your use of your
            mail account remains subject to your mail provider&rsquo;s own terms, including its sending limits.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      body: (
        <>
          <p>You agree to use the Service only for your own genuine job search. You must not:</p>
          <ul className={listClass}>
            <li>send unsolicited bulk email, spam, or messages that are deceptive, harassing, abusive or unlawful;</li>
            <li>misrepresent your identity, qualifications or experience, or impersonate another person;</li>
            <li>
              use contact details obtained through the Service for any purpose other than applying for the related job,
              or sell, publish or share them with others;
            </li>
            <li>
              break the law, including anti-spam, data protection and privacy laws that apply to the messages you send;
            </li>
            <li>
              scrape, copy or resell the Service or its data, or access it by automated means other than the features we
              provide;
            </li>
            <li>
              probe, test or bypass our security or plan limits, or interfere with or overload the Service or its
              infrastructure; or
            </li>
            <li>share your account, or use the Service to build a competing product.</li>
          </ul>
          <p>
            We may investigate suspected breaches and may remove content, limit sending, or suspend accounts to protect
            the Service, its users and the people they contact.
          </p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: 'Your Content',
      body: (
        <>
          <p>
            You keep ownership of everything you upload or write in the Service, such as your resume and the emails you
            edit and send (&ldquo;Your Content&rdquo;). You give us a limited, non-exclusive licence to store, process
            and transmit Your Content only as needed to provide the Service to you, for example to extract text from
            your resume, to generate emails, and to send the emails you choose to send.
          </p>
          <p>
            You confirm that you have the right to use Your Content and that it is truthful and does not infringe anyone
            else&rsquo;s rights. We do not use Your Content to advertise to you, and we do not sell it.
          </p>
        </>
      ),
    },
    {
      id: 'ai-content',
      title: 'AI-Generated Content',
      body: (
        <>
          <p>
            Emails are generated by an AI language model from your resume, the job description and, where available, the
            company&rsquo;s public profile. AI output can be inaccurate, incomplete or unsuitable. You must review and,
            where needed, correct every email before you send it. You are the author and sender of every email sent from
            your account and are solely responsible for its content.
          </p>
        </>
      ),
    },
    {
      id: 'plans-billing',
      title: 'Plans, Trials and Billing',
      body: (
        <>
          <ul className={listClass}>
            <li>
              <strong>Free plan.</strong> Includes {FREE_SEARCHES_PER_MONTH} job searches per calendar month and the
              features described on our{' '}
              <Link to="/pricing" className={linkClass}>
                Pricing page
              </Link>
              .
            </li>
            <li>
              <strong>Pro plan.</strong> Costs {PRO_PRICE_LABEL} per month by default (the price may be shown in your
              local currency), billed monthly in advance. It renews automatically each month until you cancel.
            </li>
            <li>
              <strong>Free trial.</strong> New accounts get a {TRIAL_DAYS_DEFAULT}-day Pro trial. No payment card is
              required, and you will not be charged when the trial ends: unless you subscribe, your account returns to
              the Free plan. Each person may use the trial once.
            </li>
            <li>
              <strong>Enterprise.</strong> Enterprise plans are agreed individually with our sales team; a separate
              agreement may apply.
            </li>
            <li>
              <strong>Payment provider.</strong> Payments are processed by Paddle, which acts as our reseller and
              merchant of record and handles payment, invoicing and sales tax. Paddle&rsquo;s own terms apply to your
              purchase. Prices may exclude taxes, which are shown at checkout.
            </li>
            <li>
              <strong>Cancellation.</strong> You can cancel at any time. Your plan stays active until the end of the
              billing period you have paid for and is not renewed afterwards.
            </li>
            <li>
              <strong>Plan changes.</strong> You can upgrade or downgrade at any time; charges are prorated for the rest
              of the current billing period.
            </li>
            <li>
              <strong>Failed payments.</strong> If a renewal payment fails, we may move your account to the Free plan
              until payment succeeds.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'price-changes',
      title: 'Price Changes',
      body: (
        <p>
          We may change our prices from time to time. We will give you at least 30 days&rsquo; notice by email before a
          price change affects your subscription. The new price applies from your next billing period after the notice
          period ends. If you do not agree with the new price, you can cancel before it takes effect.
        </p>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <p>
          First-time Pro subscribers who are not satisfied can ask for a full refund within 7 days of their first charge
          (our 7-day money-back guarantee). Other refunds, including those for extended outages, are described in our{' '}
          <Link to="/refund-policy" className={linkClass}>
            Refund Policy
          </Link>
          . Nothing in these Terms limits refund rights you have under the law of your country.
        </p>
      ),
    },
    {
      id: 'availability',
      title: 'Availability and Support',
      body: (
        <>
          <p>
            We aim for 99.9% monthly uptime of the Service, excluding planned maintenance, which we try to schedule at
            quiet times and announce in advance where possible. This is a target, not a guarantee; service credits for
            longer downtime are described in the{' '}
            <Link to="/refund-policy" className={linkClass}>
              Refund Policy
            </Link>
            .
          </p>
          <p>
            Support is available by email at <Mail to={SUPPORT_EMAIL} />. We aim to respond within 24-48 hours; Pro
            subscribers receive priority email support.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      body: (
        <p>
          The Service, including its software, design, text, graphics and trademarks, belongs to {name} and its
          licensors and is protected by intellectual property laws. We grant you a limited, personal, non-exclusive,
          non-transferable and revocable licence to use the Service in line with these Terms. Feedback you give us may
          be used to improve the Service without any obligation to you.
        </p>
      ),
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: (
        <p>
          Our{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          explains what personal data we collect, how we use it and the choices you have, including downloading your
          data and deleting your account. Questions about privacy can be sent to <Mail to={PRIVACY_EMAIL} />.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension and Termination',
      body: (
        <>
          <p>
            You may stop using the Service and delete your account at any time from Settings &rarr; Privacy. Deleting
            your account also cancels any active subscription, so it does not renew.
          </p>
          <p>
            We may suspend or close your account, with notice where reasonable, if you materially breach these Terms, if
            required by law, or if your use creates risk or harm for the Service, other users or the people you contact.
            If we close your account without cause, we will refund the unused part of any prepaid fees.
          </p>
          <p>
            Sections that by their nature should survive termination (including Your Content, Intellectual Property,
            Disclaimers, Limitation of Liability and Indemnification) continue to apply.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <>
          <p>
            The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the fullest extent permitted
            by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for
            a particular purpose and non-infringement.
          </p>
          <p>
            In particular, we do not guarantee that any job listing is genuine or still open, that any contact detail is
            correct, that an email will be delivered, read or answered, or that you will receive an interview or a job
            offer. {name} is a tool to help your job search; it is not a recruitment agency or employer.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      body: (
        <>
          <p>
            To the fullest extent permitted by law, {name} will not be liable for any indirect, incidental, special,
            consequential or punitive damages, or for any loss of profits, revenue, data, opportunity or goodwill,
            arising from or related to your use of the Service.
          </p>
          <p>
            Our total liability for all claims relating to the Service is limited to the greater of the amount you paid
            us in the 12 months before the event giving rise to the claim, or USD 100. Nothing in these Terms excludes
            or limits liability that cannot be excluded or limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      body: (
        <p>
          You agree to indemnify and hold {name} harmless from claims, damages and costs (including reasonable legal
          fees) brought by third parties that arise from your breach of these Terms, Your Content, or the emails you
          send through the Service.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing Law and Disputes',
      body: (
        <p>
          These Terms are governed by the laws of the place where the operator of {name} is established, without regard
          to conflict-of-law rules. Before starting formal proceedings, please contact us so we can try to resolve the
          matter informally. If you are a consumer, you also keep the protection of the mandatory laws of your country
          of residence and may bring proceedings in its courts.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      body: (
        <p>
          We may update these Terms from time to time. If a change is material, we will tell you by email or in the
          Service at least 30 days before it takes effect. The &ldquo;Last updated&rdquo; date at the top shows when the
          Terms last changed. If you keep using the Service after a change takes effect, you accept the updated Terms;
          if you do not agree, you can close your account.
        </p>
      ),
    },
    {
      id: 'general',
      title: 'General',
      body: (
        <p>
          These Terms are the entire agreement between you and us about the Service. If any provision is found
          unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver. You may not
          transfer your rights under these Terms without our consent; we may transfer ours as part of a merger,
          acquisition or sale of assets, with notice to you.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <p>
          Questions about these Terms? Email <Mail to={SUPPORT_EMAIL} /> or visit our{' '}
          <Link to="/contact" className={linkClass}>
            Contact page
          </Link>
          .
        </p>
      ),
    },
  ];
}

export function TermsOfServicePage() {
  const sections = buildSections(COPY.productName);
  return (
    <PublicPage title="Terms of Service" subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`}>
      <nav aria-label="Contents" className="mb-10 rounded-lg border bg-muted/50 p-5">
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contents</h2>
        <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-primary hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <PolicySection key={section.id} id={section.id} title={`${index + 1}. ${section.title}`}>
          {section.body}
        </PolicySection>
      ))}
    </PublicPage>
  );
}
