import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startJobsSiteStandIn, type JobsSiteStandIn } from './jobs-site/index.js';
import { startMailStandIn, type MailKnobs, type MailStandIn } from './mail/index.js';
import { createOidcStandIn, SANDBOX_OIDC_CLIENT } from './oidc/oidc-stand-in.js';
import { SANDBOX_PEOPLE_API_KEYS, startPeopleApisStandIn, type PeopleApisStandIn } from './people-apis/index.js';

export { SANDBOX_OIDC_CLIENT };
export { startJobsSiteStandIn, type JobsSiteKnobs, type JobsSiteStandIn } from './jobs-site/index.js';
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
    /** For `DNS_SERVERS` and `SMTP_PROBE_PORT`. */
    mail: { dnsServers: string; smtpPort: number };
    /** Base URLs for the Hunter and Apollo adapters; the keys they accept are `SANDBOX_PEOPLE_API_KEYS`. */
    peopleApis: { hunterUrl: string; apolloUrl: string };
  };
  /**
   * The settings that point an app at every stand-in (the names of api/src/config). `pnpm demo`, the e2e server
   * and the integration tests start from these; each adds only its own timings.
   */
  appEnv: Record<string, string>;
  /** The networking-site stand-in itself, for tests that turn its knobs or read its request counts. */
  jobsSite: JobsSiteStandIn;
  /** The email-verification stand-in (DNS + SMTP hosts), for its truth, knobs and connection counts. */
  mail: MailStandIn;
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

  const oidc = createOidcStandIn({
    baseUrl: url,
    redirectUris: options.appUrls.map((appUrl) => new URL('/api/auth/callback', appUrl).href),
  });
  const services: Sandbox['services'] = {
    oidc: { issuer: oidc.issuer, clientId: SANDBOX_OIDC_CLIENT.id, clientSecret: SANDBOX_OIDC_CLIENT.secret },
    jobsSite: { url: jobsSite.url },
    mail: { dnsServers: mail.dnsServer, smtpPort: mail.smtpPort },
    peopleApis: { hunterUrl: peopleApis.hunterUrl, apolloUrl: peopleApis.apolloUrl },
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
          name: 'people-apis',
          description: "People-data providers: Hunter's domain search and email verifier, Apollo's people search",
          url: peopleApis.url,
          hunterUrl: peopleApis.hunterUrl,
          apolloUrl: peopleApis.apolloUrl,
        },
      ],
      services,
    });
  });
  app.use(oidc.router);

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
  };

  return {
    url,
    services,
    appEnv,
    jobsSite,
    mail,
    close: async () => {
      await Promise.all([closeServer(), jobsSite.close(), mail.close(), peopleApis.close()]);
    },
  };
}
export { createTemporaryDatabase, type TemporaryDatabase } from './temporary-database.js';
