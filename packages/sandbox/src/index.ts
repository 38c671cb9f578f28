import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startJobsSiteStandIn, type JobsSiteStandIn } from './jobs-site/index.js';
import { startMailStandIn, type MailKnobs, type MailStandIn } from './mail/index.js';
import {
  SANDBOX_GOOGLE_CLIENT,
  SANDBOX_NOTIFY_ACCOUNT,
  startMailSendingStandIn,
  type MailSendingStandIn,
} from './mail-sending/index.js';
import { createLlmStandIn, SANDBOX_OPENAI_API_KEY, type LlmStandIn } from './llm/index.js';
import { createOidcStandIn, SANDBOX_OIDC_CLIENT } from './oidc/oidc-stand-in.js';
import { createPaddleStandIn, type PaddleStandIn } from './paddle/index.js';
import { SANDBOX_PEOPLE_API_KEYS, startPeopleApisStandIn, type PeopleApisStandIn } from './people-apis/index.js';
import { startProxyStandIns, type ProxyStandIns } from './proxies/index.js';
import { shortLinks, startShortenerStandIn, type ShortenerStandIn } from './links/shortener.js';
import { SENDER_DOMAINS } from './mail/sender-domains.js';

export { SANDBOX_OIDC_CLIENT };
export {
  EMBELLISH_KINDS,
  SANDBOX_LLM_MODELS,
  SANDBOX_OPENAI_API_KEY,
  createLlmStandIn,
  listClaims,
  type EmbellishKind,
  type Invention,
  type LlmFailure,
  type LlmRequestKind,
  type LlmStandIn,
  type RecordedLlmRequest,
} from './llm/index.js';
export {
  SANDBOX_GOOGLE_CLIENT,
  SANDBOX_NOTIFY_ACCOUNT,
  SANDBOX_SMTP_ACCOUNT,
  type GoogleKnobs,
  type GoogleStandIn,
  type GoogleStats,
  type GmailReplyInput,
  type GmailThread,
  type GmailThreadMessage,
  type ImapInboxStandIn,
  type IssuedTokens,
  type MailSendingStandIn,
  type ReceivedMessage,
  type SmtpSink,
} from './mail-sending/index.js';
export {
  startJobsSiteStandIn,
  type JobsSiteKnobs,
  type JobsSiteStandIn,
  type SecondWindow,
  type TrafficReport,
} from './jobs-site/index.js';
export {
  PROXY_EGRESS_ADDRESSES,
  SANDBOX_PROXY_CREDENTIALS,
  startHttpProxy,
  startProxyStandIns,
  startSocks5Server,
  type HttpProxy,
  type HttpProxyStats,
  type ProxyStandIns,
  type Socks5Server,
  type Socks5Stats,
} from './proxies/index.js';
export {
  SANDBOX_PADDLE,
  SANDBOX_PADDLE_API_KEY,
  createPaddleStandIn,
  paddleEvent,
  paddleId,
  paddleSignature,
  paddleTimestamp,
  subscriptionJson as paddleSubscriptionJson,
  transactionJson as paddleTransactionJson,
  type ApiRequest as PaddleApiRequest,
  type CheckoutInput as PaddleCheckoutInput,
  type CheckoutResult as PaddleCheckoutResult,
  type PaddleEvent,
  type PaddleStandIn,
  type PaddleStandInOptions,
  type SubscriptionAction as PaddleSubscriptionAction,
  type WebhookDelivery as PaddleWebhookDelivery,
} from './paddle/index.js';
export {
  DEFAULT_MAIL_KNOBS,
  FIRST_NAMES,
  LAST_NAMES,
  MAIL_HOSTS,
  addressFor,
  domainOf,
  findMailDomain,
  localPartFor,
  mailboxPart,
  mailDomains,
  registrableDomain,
  splitPersonName,
  startMailStandIn,
  truthOf,
  type AddressPattern,
  type MailBehaviour,
  type MailDomain,
  type MailExchange,
  type MailHostKind,
  type MailKnobs,
  type MailStandIn,
  type MailStandInOptions,
  type MailStats,
  type MailTruth,
  type RoleMailbox,
} from './mail/index.js';
export { SENDER_DOMAINS, type SenderDomain } from './mail/sender-domains.js';
export {
  PRIVATE_DESTINATION,
  SHORTENER_ADDRESS,
  SHORTENER_HOSTS,
  shortLinks,
  startShortenerStandIn,
  type ShortLink,
  type ShortLinkDestination,
  type ShortenerStandIn,
} from './links/shortener.js';
export {
  SANDBOX_PEOPLE_API_KEYS,
  createPeopleApisApp,
  staffOf,
  startPeopleApisStandIn,
  type CompanyStaff,
  type PeopleApisStandIn,
  type PeopleApisStandInOptions,
  type StaffMember,
} from './people-apis/index.js';

export interface SandboxOptions {
  /** Base port; every stand-in's port derives from it. 0 picks a free one. */
  port: number;
  host?: string;
  /** Origins of the app(s) that sign in here; their /api/auth/callback become the exact redirect URIs. */
  appUrls: string[];
  /** Networking-site stand-in settings; its knobs can also change at run time through its `/__control`. */
  jobsSite?: { latencyMs?: number };
  /** Email-verification stand-in settings (SMTP reply latency, greylisting wait, slow host's delay). */
  mail?: Partial<MailKnobs>;
}

export interface Sandbox {
  url: string;
  services: {
    oidc: { issuer: string; clientId: string; clientSecret: string };
    jobsSite: { url: string };
    /** The link shorteners (plain HTTP on their own loopback address, found through the DNS stand-in). */
    shortener: { address: string; port: number };
    /** For `DNS_SERVERS` and `SMTP_PROBE_PORT`. */
    mail: { dnsServers: string; smtpPort: number };
    /** Base URLs for the Hunter and Apollo adapters; the keys they accept are `SANDBOX_PEOPLE_API_KEYS`. */
    peopleApis: { hunterUrl: string; apolloUrl: string };
    /** The OpenAI-compatible LLM: base URL for OPENAI_BASE_URL (`…/llm/v1`), its key, and its test endpoints. */
    llm: { baseUrl: string; apiKey: string; control: string; requests: string };
    /** Google's OAuth endpoints and the Gmail API, for the app's GOOGLE_* and GMAIL_API_ROOT_URL settings. */
    google: {
      clientId: string;
      clientSecret: string;
      authUrl: string;
      tokenUrl: string;
      revokeUrl: string;
      gmailApiRootUrl: string;
    };
    /**
     * Proxies with credentials, for JOBS_SITE_PROXIES (two forward HTTP proxies) and SMTP_PROBE_PROXY (SOCKS5); each
     * leaves from its own loopback address. Not in `appEnv`: the app goes direct unless `proxyEnv` is added.
     */
    proxies: { site: string[]; smtp: string; stats: string };
    /** The SMTP submission server and the login a user types into "Add SMTP account". */
    smtpSink: { host: string; port: number; username: string; password: string };
    /** The same mailbox's IMAP server (same login; no TLS), for reply detection. */
    imapInbox: { host: string; port: number };
    /** The app's own notification sender on the same sink (its other login), for NOTIFY_SMTP_URL and NOTIFY_FROM. */
    notify: { smtpUrl: string; from: string };
    /** Paddle Billing: the Paddle.js imitation, the client-side token, prices, the webhook signing secret, and the
     * server API (`PADDLE_API_URL`) with the key it accepts. */
    paddle: {
      scriptUrl: string;
      apiUrl: string;
      apiKey: string;
      clientToken: string;
      webhookSecret: string;
      priceIds: { USD: string; INR: string };
      webhookUrls: string[];
    };
  };
  /**
   * The settings that point an app at every stand-in (the names of api/src/config). `pnpm demo`, the e2e server
   * and the integration tests start from these; each adds only its own timings.
   */
  appEnv: Record<string, string>;
  /** JOBS_SITE_PROXIES and SMTP_PROBE_PROXY pointing at the stand-in proxies, to add to `appEnv` when wanted. */
  proxyEnv: Record<string, string>;
  /** The proxies, for tests that read how many connections and tunnels went through each. */
  proxies: ProxyStandIns;
  /** The networking-site stand-in itself, for tests that turn its knobs or read its request counts. */
  jobsSite: JobsSiteStandIn;
  /** The email-verification stand-in (DNS + SMTP hosts), for its truth, knobs and connection counts. */
  mail: MailStandIn;
  /** The OpenAI-compatible LLM stand-in, for tests that arm failures or read the prompts it received. */
  llm: LlmStandIn;
  /** Gmail and SMTP sending: the Google stand-in's knobs and tokens, and every message received. */
  mailSending: MailSendingStandIn;
  /** Paddle Billing: checkouts, subscriptions, and the signed webhooks it delivered. */
  paddle: PaddleStandIn;
  close(): Promise<void>;
}

/**
 * Starts the offline stand-ins for the outside services. `GET /` answers JSON naming each stand-in and its URL.
 * Later stand-ins (mail sending, LLM, payments) are added here.
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const app = express();
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  // The networking site is its own origin, like the real one: a server on the next port.
  let jobsSite: JobsSiteStandIn;
  try {
    jobsSite = await startJobsSiteStandIn({
      port: options.port === 0 ? 0 : options.port + 1,
      host,
      latencyMs: options.jobsSite?.latencyMs,
    });
  } catch (err) {
    await closeServer();
    throw err;
  }

  // Email verification: DNS (UDP) on base port + 2, the SMTP hosts (127.0.0.11–16) all on base port + 3.
  let mail: MailStandIn;
  try {
    mail = await startMailStandIn({
      dnsPort: options.port === 0 ? 0 : options.port + 2,
      smtpPort: options.port === 0 ? 0 : options.port + 3,
      ...options.mail,
    });
  } catch (err) {
    await Promise.all([closeServer(), jobsSite.close()]);
    throw err;
  }

  // People-data providers (Hunter, Apollo): one server on base port + 4, each API under its own path prefix.
  let peopleApis: PeopleApisStandIn;
  try {
    peopleApis = await startPeopleApisStandIn({ port: options.port === 0 ? 0 : options.port + 4, host });
  } catch (err) {
    await Promise.all([closeServer(), jobsSite.close(), mail.close()]);
    throw err;
  }

  // Sending mail: Google (OAuth + Gmail send) on this server under /google, the SMTP sink on base port + 5.
  let mailSending: MailSendingStandIn;
  try {
    mailSending = await startMailSendingStandIn({
      appUrls: options.appUrls,
      smtpPort: options.port === 0 ? 0 : options.port + 5,
      imapPort: options.port === 0 ? 0 : options.port + 9,
      host,
    });
  } catch (err) {
    await Promise.all([closeServer(), jobsSite.close(), mail.close(), peopleApis.close()]);
    throw err;
  }

  // Proxies for the app's egress: forward HTTP proxies on base port + 6 and + 7, SOCKS5 on base port + 8.
  let proxies: ProxyStandIns;
  try {
    const at = (offset: number) => (options.port === 0 ? 0 : options.port + offset);
    proxies = await startProxyStandIns({ host, ports: [at(6), at(7), at(8)] });
  } catch (err) {
    await Promise.all([closeServer(), jobsSite.close(), mail.close(), peopleApis.close(), mailSending.close()]);
    throw err;
  }

  // Link shorteners: plain HTTP on 127.0.0.31, base port + 10; the DNS stand-in points bit.ly & co. there.
  const closeStarted = () =>
    Promise.all([
      closeServer(),
      jobsSite.close(),
      mail.close(),
      peopleApis.close(),
      mailSending.close(),
      proxies.close(),
    ]);
  let shortener: ShortenerStandIn;
  try {
    shortener = await startShortenerStandIn({ port: options.port === 0 ? 0 : options.port + 10 });
  } catch (err) {
    await closeStarted();
    throw err;
  }

  // Paddle Billing on this server under /paddle: Paddle.js, the overlay checkout, and signed webhooks to each app.
  const paddleWebhookUrls = options.appUrls.map((appUrl) => new URL('/api/billing/paddle/webhook', appUrl).href);
  const paddle = createPaddleStandIn({ baseUrl: `${url}/paddle`, webhookUrls: paddleWebhookUrls });

  // The LLM on this server under /llm: OpenAI's chat completions and models routes under /llm/v1.
  const llm = createLlmStandIn();

  const oidc = createOidcStandIn({
    baseUrl: url,
    redirectUris: options.appUrls.map((appUrl) => new URL('/api/auth/callback', appUrl).href),
  });
  const services: Sandbox['services'] = {
    oidc: { issuer: oidc.issuer, clientId: SANDBOX_OIDC_CLIENT.id, clientSecret: SANDBOX_OIDC_CLIENT.secret },
    jobsSite: { url: jobsSite.url },
    shortener: { address: shortener.address, port: shortener.port },
    mail: { dnsServers: mail.dnsServer, smtpPort: mail.smtpPort },
    peopleApis: { hunterUrl: peopleApis.hunterUrl, apolloUrl: peopleApis.apolloUrl },
    llm: {
      baseUrl: `${url}/llm/v1`,
      apiKey: SANDBOX_OPENAI_API_KEY,
      control: `${url}/llm/__control`,
      requests: `${url}/llm/__requests`,
    },
    google: {
      clientId: SANDBOX_GOOGLE_CLIENT.id,
      clientSecret: SANDBOX_GOOGLE_CLIENT.secret,
      authUrl: `${url}/google/o/oauth2/v2/auth`,
      tokenUrl: `${url}/google/token`,
      revokeUrl: `${url}/google/revoke`,
      gmailApiRootUrl: `${url}/google/`,
    },
    proxies: {
      site: proxies.appEnv.JOBS_SITE_PROXIES.split(','),
      smtp: proxies.appEnv.SMTP_PROBE_PROXY,
      stats: `${url}/proxies/__stats`,
    },
    smtpSink: {
      host: mailSending.smtpSink.host,
      port: mailSending.smtpSink.port,
      username: mailSending.smtpSink.username,
      password: mailSending.smtpSink.password,
    },
    imapInbox: { host: mailSending.imapInbox.host, port: mailSending.imapInbox.port },
    notify: {
      smtpUrl: `smtp://${encodeURIComponent(SANDBOX_NOTIFY_ACCOUNT.username)}:${encodeURIComponent(
        SANDBOX_NOTIFY_ACCOUNT.password,
      )}@${mailSending.smtpSink.host}:${mailSending.smtpSink.port}`,
      from: `JobReach Alerts <${SANDBOX_NOTIFY_ACCOUNT.username}>`,
    },
    paddle: {
      scriptUrl: paddle.scriptUrl,
      apiUrl: paddle.apiUrl,
      apiKey: paddle.apiKey,
      clientToken: paddle.clientToken,
      webhookSecret: paddle.webhookSecret,
      priceIds: { USD: paddle.prices.USD.id, INR: paddle.prices.INR.id },
      webhookUrls: paddleWebhookUrls,
    },
  };
  app.get('/', (_req, res) => {
    res.json({
      sandbox: url,
      standIns: [
        { name: 'oidc', description: 'OpenID Connect provider standing in for Google sign-in', url: oidc.issuer },
        {
          name: 'jobs-site',
          description: "The networking site's signed-out job pages: listings, job and company pages, GEO typeahead",
          url: jobsSite.url,
        },
        {
          name: 'mail',
          description:
            "Email verification: a DNS server with MX records for the companies' domains and the SMTP servers behind them",
          url: `dns://${mail.dnsServer}`,
          smtpPort: mail.smtpPort,
          hosts: mail.hosts,
        },
        {
          name: 'sender-domains',
          description:
            'Domains to connect an SMTP mailbox at (you@<domain>; the SMTP sink takes any address), with SPF/DMARC TXT ' +
            'records in the DNS stand-in: ' +
            SENDER_DOMAINS.map((d) => `${d.domain} (lacks ${d.lacks})`).join(', '),
          url: `dns://${mail.dnsServer}`,
        },
        {
          name: 'shortener',
          description:
            "Link shorteners (bit.ly, lnkd.in, ow.ly, …) some companies list as their website: 301s to the company's " +
            'site, one loop, one to a private address; the DNS stand-in resolves their hosts here (plain HTTP)',
          url: `http://${shortener.address}:${shortener.port}`,
          links: shortLinks(),
        },
        {
          name: 'people-apis',
          description: "People-data providers: Hunter's domain search and email verifier, Apollo's people search",
          url: peopleApis.url,
          hunterUrl: peopleApis.hunterUrl,
          apolloUrl: peopleApis.apolloUrl,
        },
        {
          name: 'llm',
          description:
            'An OpenAI-compatible chat completions API (structured output) that writes emails from the prompt; failures on demand',
          url: services.llm.baseUrl,
          control: services.llm.control,
          requests: services.llm.requests,
        },
        {
          name: 'google',
          description:
            "Google's OAuth consent, token and revoke endpoints and the Gmail API's messages.send and threads.get; " +
            'POST {from?, text?} to /google/__control/threads/:id/replies to drop a reply into a thread',
          url: `${url}/google`,
          control: `${url}/google/__control`,
        },
        {
          name: 'smtp-sink',
          description:
            "An SMTP submission server standing in for the user's own mailbox and for the app's notification sender " +
            '(two logins; AUTH PLAIN/LOGIN, no TLS); POST {holdReplyAfterDataMs} to its control to hold the reply after DATA',
          url: `smtp://${mailSending.smtpSink.host}:${mailSending.smtpSink.port}`,
          control: `${url}/mail/smtp/__control`,
        },
        {
          name: 'imap-inbox',
          description:
            "The SMTP sink account's INBOX over IMAP (hoodiecrow-imap; same login, no TLS), for reply detection; " +
            'POST {inReplyTo, from?, text?, auto?} to its replies call to drop a reply (or an out-of-office) in',
          url: `imap://${mailSending.imapInbox.host}:${mailSending.imapInbox.port}`,
          control: `${url}/mail/imap/replies`,
        },
        {
          name: 'bounces',
          description:
            'Recipients the SMTP sink and Gmail refuse after accepting: POST {recipient, kind: hard|soft} and the ' +
            'next email to them gets an RFC 3464 report from the mailer-daemon (IMAP INBOX, or the Gmail thread); ' +
            'POST {messageId, kind} to /mail/bounces/sent drops one now into the IMAP INBOX for an email already ' +
            'sent through the SMTP sink (its Message-ID is in /mail/messages): the next reply check shows it bounced',
          control: `${url}/mail/bounces`,
        },
        {
          name: 'paddle',
          description:
            'Paddle Billing: an imitation Paddle.js whose overlay checkout takes test cards, a sender of signed webhooks, and the server API (cancel a subscription)',
          url: `${url}/paddle`,
          scriptUrl: paddle.scriptUrl,
          apiUrl: paddle.apiUrl,
          deliveries: `${url}/paddle/__deliveries`,
        },
        {
          name: 'proxies',
          description:
            'Egress proxies (off unless the app is given them): two forward HTTP proxies for JOBS_SITE_PROXIES and a SOCKS5 server for SMTP_PROBE_PROXY, each leaving from its own 127.0.0.x; counters at /proxies/__stats',
          url: services.proxies.stats,
          site: services.proxies.site,
          smtp: services.proxies.smtp,
        },
        {
          name: 'mail-messages',
          description: 'Every email the Gmail and SMTP stand-ins received (DELETE clears)',
          url: `${url}/mail/messages`,
        },
      ],
      services,
    });
  });
  app.use('/paddle', paddle.router);
  app.use('/llm', llm.router);
  app.use(oidc.router);
  app.use('/google', mailSending.google.router);
  app.use('/mail/smtp', mailSending.smtpSink.router);
  app.use('/mail/imap', mailSending.imapInbox.router);
  app.use(
    '/mail/bounces',
    mailSending.bounces.router((messageId, kind) => mailSending.dropBounce(messageId, kind)),
  );
  app.use('/mail', mailSending.outbox.router());
  app.get('/proxies/__stats', (_req, res) => {
    res.json(proxies.stats());
  });

  const appEnv: Record<string, string> = {
    OIDC_ISSUER_URL: services.oidc.issuer,
    OIDC_CLIENT_ID: services.oidc.clientId,
    OIDC_CLIENT_SECRET: services.oidc.clientSecret,
    JOBS_SITE_URL: services.jobsSite.url,
    DNS_SERVERS: services.mail.dnsServers,
    SMTP_PROBE_PORT: String(services.mail.smtpPort),
    // The stand-in greylists for 2 s; real servers ask for a minute or more (the app's default).
    SMTP_GREYLIST_RETRY_MS: '2500',
    HUNTER_API_KEY: SANDBOX_PEOPLE_API_KEYS.hunter,
    HUNTER_API_URL: services.peopleApis.hunterUrl,
    APOLLO_API_KEY: SANDBOX_PEOPLE_API_KEYS.apollo,
    APOLLO_API_URL: services.peopleApis.apolloUrl,
    OPENAI_API_KEY: SANDBOX_OPENAI_API_KEY,
    OPENAI_BASE_URL: services.llm.baseUrl,
    GOOGLE_CLIENT_ID: services.google.clientId,
    GOOGLE_CLIENT_SECRET: services.google.clientSecret,
    GOOGLE_AUTH_URL: services.google.authUrl,
    GOOGLE_TOKEN_URL: services.google.tokenUrl,
    GOOGLE_REVOKE_URL: services.google.revokeUrl,
    GMAIL_API_ROOT_URL: services.google.gmailApiRootUrl,
    // The SMTP sink listens on 127.0.0.1, which the app refuses for users' mail accounts unless told otherwise.
    SMTP_ALLOW_PRIVATE_HOSTS: 'true',
    // Short links are followed to the shortener stand-in: its port, and its one loopback address let through the
    // private-address refusal (any other private address, like the link to a metadata endpoint, is still refused).
    LINK_FOLLOW_HTTP_PORT: String(shortener.port),
    LINK_FOLLOW_ALLOWED_ADDRESSES: shortener.address,
    // The app's own notification sender (job alert digests): the sink's other login, never a user's mailbox.
    NOTIFY_SMTP_URL: services.notify.smtpUrl,
    NOTIFY_FROM: services.notify.from,
    PADDLE_ENVIRONMENT: 'sandbox',
    PADDLE_CLIENT_TOKEN: services.paddle.clientToken,
    PADDLE_WEBHOOK_SECRET: services.paddle.webhookSecret,
    PADDLE_PRICE_ID_USD: services.paddle.priceIds.USD,
    PADDLE_PRICE_ID_INR: services.paddle.priceIds.INR,
    PADDLE_JS_URL: services.paddle.scriptUrl,
    PADDLE_API_KEY: services.paddle.apiKey,
    PADDLE_API_URL: services.paddle.apiUrl,
    // The page may load Paddle.js and frame its checkout from the stand-in's origin (the app's CSP).
    PADDLE_CSP_ORIGINS: url,
  };

  return {
    url,
    services,
    appEnv,
    proxyEnv: { ...proxies.appEnv },
    proxies,
    jobsSite,
    mail,
    llm,
    mailSending,
    paddle,
    close: async () => {
      await paddle.close();
      await Promise.all([closeStarted(), shortener.close()]);
    },
  };
}
export { createTemporaryDatabase, type TemporaryDatabase } from './temporary-database.js';
