import { COPY } from '@app/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PolicySection, PublicPage } from '../../app/layout/PublicPage';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL, SUPPORT_EMAIL } from './siteInfo';

const linkClass = 'text-primary underline-offset-4 hover:underline';
const listClass = 'list-disc space-y-2 pl-6';

function Mail({ to }: { to: string }) {
  return (
    <a href={`mailto:${to}`} className={linkClass}>
      {to}
    </a>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 font-semibold">{children}</h3>;
}

const RETENTION: { data: string; period: string }[] = [
  { data: 'Account, resume, saved searches and settings', period: 'Until you delete them or your account' },
  { data: 'Application history (emails you sent)', period: '2 years after the email was sent' },
  { data: 'Payment and billing records', period: '7 years, as tax and accounting law requires' },
  { data: 'Server logs', period: '90 days' },
];

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

function buildSections(name: string): Section[] {
  return [
    {
      id: 'introduction',
      title: 'Introduction',
      body: (
        <>
          <p>
            This Privacy Policy explains how {name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects, uses, shares and
            protects personal data when you use our website, web application and browser extension (the
            &ldquo;Service&rdquo;). {name} helps job seekers find jobs, reach the people who hire for them, and send
            personalised application emails from their own mail account.
          </p>
          <p>
            We are the controller of the personal data described here. If you have any question about this policy or
            your data, contact us at <Mail to={PRIVACY_EMAIL} />.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <>
          <SubHeading>Account information</SubHeading>
          <p>
            You sign in with Google or another OpenID Connect sign-in provider. From the provider we receive your name,
            email address and profile picture. We never see your password. We also record when you accepted our Terms.
          </p>
          <SubHeading>Your resume</SubHeading>
          <p>
            When you save a resume we store its text and, if you upload a file, the file itself with its name and type.
            We extract the text from PDF, document and image files so it can be used to write your emails.
          </p>
          <SubHeading>Job searches and results</SubHeading>
          <p>
            We store the searches you run (role keyword, location, work type and number of jobs), their status, and the
            job listings and company information found for them.
          </p>
          <SubHeading>Contacts found for jobs</SubHeading>
          <p>
            For each job we look for the job poster or a decision maker and store their details. This is information
            about other people; section 3 explains how we handle it.
          </p>
          <SubHeading>Emails and applications</SubHeading>
          <p>
            When you generate an email, we process your resume, the job description and, where available, the company
            profile to draft it. When you send an application, we keep a record of it: the recipient&rsquo;s address,
            the subject, the job title, the company, a link to the job and the time it was sent.
          </p>
          <SubHeading>Mail account connection</SubHeading>
          <p>
            If you choose to connect a mail account, we store what is needed to send on your behalf: for Gmail, the
            access tokens Google issues for a send-only permission; for other providers, your SMTP server, username and
            password. These secrets are encrypted before they are stored. See section 5.
          </p>
          <SubHeading>Payment information</SubHeading>
          <p>
            Payments are handled by Paddle. We never see or store your card number, UPI details or other payment
            credentials. Paddle tells us your plan, subscription status and renewal date, and the transaction details we
            need for our records (such as amount, currency and date).
          </p>
          <SubHeading>Settings and feedback</SubHeading>
          <p>
            We store your preferences, such as notification choices, language and time zone, and any feedback you give
            us, for example your answer to a pricing survey.
          </p>
          <SubHeading>Technical information</SubHeading>
          <p>
            Our servers log requests to operate and secure the Service: IP address, browser and device type, the page or
            action requested, the time, and any errors. A session cookie keeps you signed in (see section 7).
          </p>
          <SubHeading>Browser extension</SubHeading>
          <p>
            If you install our browser extension, it reads the job listing you are viewing on the professional
            networking site so it can show its contact and help you write an email. It does not read other websites.
          </p>
        </>
      ),
    },
    {
      id: 'contacts',
      title: 'Information About the People You Contact',
      body: (
        <>
          <p>
            To help you reach the right person, we collect professional information about job posters and decision
            makers at hiring companies: their name, job title, company, public profile link on the professional
            networking site, and business email address. We find this information in public job listings, company pages
            and other public sources, and may work out a likely business address from a company&rsquo;s email format.
          </p>
          <p>
            To avoid bounced emails, we check whether an address can receive mail by asking the company&rsquo;s mail
            server, without sending a message. We store the result of that check.
          </p>
          <p>
            We use this information only so that job seekers can apply for the related jobs, on the basis of the
            legitimate interests of job seekers and employers in connecting about open positions. We do not sell it. If
            you are a recruiter or hiring manager and would like us to stop showing your details, email{' '}
            <Mail to={PRIVACY_EMAIL} /> and we will remove them and prevent them from being shown again.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      body: (
        <>
          <p>We use personal data to:</p>
          <ul className={listClass}>
            <li>create and secure your account and keep you signed in;</li>
            <li>run your job searches and find contacts for the jobs you are interested in;</li>
            <li>generate application emails from your resume and send the ones you choose to send;</li>
            <li>show your application history and statistics;</li>
            <li>manage your plan, trial, payments and refunds;</li>
            <li>answer your support requests and send you essential service messages;</li>
            <li>detect and prevent abuse, spam and fraud, and enforce our Terms; and</li>
            <li>understand how the Service is used so we can fix problems and improve it.</li>
          </ul>
          <p>
            Where the GDPR or a similar law applies, we rely on these legal bases: performance of our contract with you
            (providing the Service); your consent (for example, connecting your mail account, which you can withdraw at
            any time); our legitimate interests (security, abuse prevention, improving the Service and the contact
            discovery described in section 3); and compliance with legal obligations (for example, keeping tax records).
          </p>
          <p>We do not sell your personal data, and we do not use it for advertising.</p>
        </>
      ),
    },
    {
      id: 'email-sending',
      title: 'Email Sending and Google User Data',
      body: (
        <>
          <p>
            Connecting a mail account is optional; you can always copy an email or open it in your own mail app instead.
          </p>
          <ul className={listClass}>
            <li>
              <strong>Gmail.</strong> We ask Google only for permission to send email on your behalf (the
              &ldquo;gmail.send&rdquo; scope). This permission does not let us read, search, modify or delete any email
              in your mailbox, and we never do. We use it only to send the emails you ask us to send.
            </li>
            <li>
              <strong>Other mail accounts.</strong> For Outlook, Zoho, your own domain or any other provider, we connect
              to your provider&rsquo;s SMTP server with the credentials you give us, only to send the emails you ask us
              to send.
            </li>
          </ul>
          <p>
            Our use and transfer of information received from Google APIs adheres to the Google API Services User Data
            Policy, including its Limited Use requirements. You can disconnect your mail account at any time, and you
            can also revoke our access from your Google Account&rsquo;s security settings.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      body: (
        <>
          <p>We share personal data only as needed to provide the Service:</p>
          <ul className={listClass}>
            <li>
              <strong>Recipients of your emails.</strong> When you send an application, the recipient receives the email
              you wrote, from your address.
            </li>
            <li>
              <strong>Your sign-in and mail providers.</strong> Google or your OpenID Connect provider to sign you in;
              Google or your SMTP provider to send your emails.
            </li>
            <li>
              <strong>AI model provider.</strong> To generate an email, we send your resume text, the job description
              and the company profile to the AI language model provider we use, which processes them on our behalf to
              return the draft.
            </li>
            <li>
              <strong>Paddle.</strong> Our payment provider and merchant of record processes your payments and receives
              the information needed to bill you, calculate tax and prevent fraud, under its own privacy policy.
            </li>
            <li>
              <strong>Hosting and infrastructure providers</strong> that run our servers and databases on our behalf.
            </li>
            <li>
              <strong>Legal and safety reasons.</strong> When the law requires it, or to protect the rights, safety or
              property of our users, the public or {name}.
            </li>
            <li>
              <strong>Business transfers.</strong> If {name} is involved in a merger, acquisition or sale of assets, in
              which case we will tell you before your data becomes subject to a different privacy policy.
            </li>
          </ul>
          <p>
            Service providers may use personal data only to provide their services to us. Authorised {name} staff can
            access account data when needed to support you, investigate abuse or fix problems; every such access is
            recorded in an audit log.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      body: (
        <>
          <p>
            We use one essential cookie: a session cookie that keeps you signed in. It contains only a random session
            identifier; your session itself is stored on our servers. The cookie is HttpOnly (not readable by scripts)
            and is sent only over secure connections in production. Signing out ends the session.
          </p>
          <p>
            Your browser&rsquo;s local storage keeps your light or dark theme choice. We do not use advertising or
            third-party tracking cookies. When you open the checkout, Paddle may set the cookies it needs to process
            your payment securely.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'Data Retention',
      body: (
        <>
          <p>We keep personal data only as long as we need it:</p>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Data
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Kept for
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {RETENTION.map((row) => (
                  <tr key={row.data}>
                    <td className="px-4 py-2">{row.data}</td>
                    <td className="px-4 py-2 text-muted-foreground">{row.period}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            When you delete your account, we delete your profile, resume, searches, application history, settings and
            mail account credentials. We keep only what the law requires us to keep, such as payment records, for the
            periods above.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How We Protect Your Data',
      body: (
        <>
          <p>We protect personal data with technical and organisational measures, including:</p>
          <ul className={listClass}>
            <li>encryption in transit (HTTPS) for all traffic to the Service;</li>
            <li>encryption at rest of your mail account tokens and passwords;</li>
            <li>
              server-side sessions with an HttpOnly cookie, and sign-in that follows OAuth and OpenID Connect best
              practice;
            </li>
            <li>the narrowest mail permission we need (send-only for Gmail); and</li>
            <li>access to user data limited to authorised staff, with every access logged.</li>
          </ul>
          <p>
            No system is perfectly secure. If a breach affects your personal data, we will notify you and the
            authorities as the law requires.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights and Choices',
      body: (
        <>
          <p>Depending on where you live, you may have the right to:</p>
          <ul className={listClass}>
            <li>access the personal data we hold about you and receive a copy of it;</li>
            <li>correct inaccurate data;</li>
            <li>delete your data;</li>
            <li>object to or restrict certain processing;</li>
            <li>receive your data in a portable format; and</li>
            <li>withdraw consent at any time, without affecting processing that took place before.</li>
          </ul>
          <p>
            You can exercise the most common rights yourself: in <strong>Settings &rarr; Privacy</strong> you can
            download your data and delete your account, and you can update your resume and disconnect your mail account
            in Settings. For anything else, email <Mail to={PRIVACY_EMAIL} />. We may need to confirm your identity
            before acting on a request. You also have the right to complain to your local data protection authority.
          </p>
        </>
      ),
    },
    {
      id: 'international',
      title: 'International Transfers',
      body: (
        <p>
          Our service providers may process data in countries other than your own. When personal data is transferred
          across borders, we rely on appropriate safeguards, such as standard contractual clauses, as required by the
          law that applies to you.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          The Service is intended only for people aged 18 or over. We do not knowingly collect personal data from anyone
          under 18. If you believe a minor has created an account, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: (
        <p>
          We may update this Privacy Policy as the Service changes. We will show the new date at the top of this page
          and, for material changes, tell you by email or in the Service before they take effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <p>
          For privacy questions or requests, email our data protection contact at <Mail to={PRIVACY_EMAIL} />. For
          anything else, write to <Mail to={SUPPORT_EMAIL} /> or visit our{' '}
          <Link to="/contact" className={linkClass}>
            Contact page
          </Link>
          .
        </p>
      ),
    },
  ];
}

export function PrivacyPolicyPage() {
  const sections = buildSections(COPY.productName);
  return (
    <PublicPage title="Privacy Policy" subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`}>
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
