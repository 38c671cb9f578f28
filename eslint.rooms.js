// The API's rooms (api/src/<room>/) and what each may import of another; eslint.config.js turns this into
// @typescript-eslint/no-restricted-imports per room, and api/src/room-boundaries.spec.ts proves it fails.
// ARCHITECTURE.md ("Rooms and their imports") says the same in words: change both together.

/** Which rooms each room may import at all. A room not listed (common, skills…) imports no other room. */
export const MAY_IMPORT = {
  account: ['audit', 'auth', 'common', 'users'],
  admin: ['account', 'audit', 'auth', 'common', 'resume', 'users'],
  alerts: ['auth', 'common', 'config', 'notifications', 'plans', 'queue', 'search', 'settings', 'users'],
  analytics: ['auth', 'search', 'settings', 'users'],
  applications: ['auth', 'common', 'settings', 'users'],
  audit: [],
  // extension-tokens' service checks a bearer token for the guard; its controller uses the guard.
  auth: ['common', 'config', 'extension-tokens', 'users'],
  billing: ['account', 'audit', 'auth', 'common', 'config', 'plans', 'users'],
  common: [],
  companies: ['auth', 'common', 'config', 'jobs-site', 'rate-limits'],
  compose: ['auth', 'common', 'companies', 'config', 'metrics', 'rate-limits', 'resume', 'search', 'skills', 'users'],
  // The one schema validates each room's settings with the room's own parser (the key's encoding, the budgets).
  config: ['enrichment', 'mail', 'rate-limits'],
  enrichment: ['common', 'config', 'metrics', 'search'],
  'extension-tokens': ['auth', 'common', 'users'],
  health: ['queue'],
  'jobs-site': ['common', 'config', 'metrics'],
  mail: [
    'account',
    'applications',
    'auth',
    'common',
    'config',
    // Its own-domain check: which domains are mailbox providers', and the DNS resolver (DNS_SERVERS) for TXT records.
    'enrichment',
    'metrics',
    // Sender protection's one email when an address pauses goes through the app's own mailer.
    'notifications',
    'rate-limits',
    'resume',
    'settings',
    'users',
  ],
  metrics: ['config'],
  notifications: ['common', 'config', 'settings', 'users'],
  outreach: [
    'applications',
    'auth',
    'common',
    'compose',
    'config',
    // A hard bounce makes the address invalid in the verifier's cache for everyone.
    'enrichment',
    'mail',
    'plans',
    'queue',
    'rate-limits',
    'search',
    'settings',
    'users',
  ],
  plans: ['auth', 'billing', 'common', 'config', 'users'],
  queue: ['database', 'metrics'],
  'rate-limits': ['auth', 'common', 'config', 'plans', 'users'],
  resume: ['auth', 'common', 'rate-limits', 'users'],
  retention: ['audit', 'common', 'config', 'queue'],
  search: [
    'applications',
    'auth',
    'common',
    'companies',
    'config',
    'enrichment',
    'jobs-site',
    'metrics',
    'plans',
    'queue',
    'rate-limits',
    'resume',
    'skills',
    'users',
  ],
  settings: ['auth', 'common', 'config', 'users'],
  'site-health': ['auth', 'common', 'config', 'jobs-site', 'queue'],
  skills: [],
  users: ['config', 'plans'],
  'web-app': [],
};

/**
 * A room's doors: what another room may import of it. Every room's `*.module`, `*.service`, `*.errors`, `*.guard`,
 * `*.decorator` and `dto/` are doors; these are the others. Anything else is the room's inside (its entities,
 * repositories, helpers): another room may name those as types (`import type`), never use them.
 */
const DOORS = {
  // The shared kernel: anything in it.
  common: ['.+'],
  config: ['.+'],
  skills: ['.+'],
  metrics: ['.+'],
  database: ['database\\.tokens\\.js'],
  queue: ['cron-queue\\.js'],
  // The site's client and its pure readers (URLs, parsers): the jobs-site room is a library for search and the canary.
  'jobs-site': ['jobs-site\\.client\\.js', 'search-url\\.js', 'parsers/index\\.js'],
  // The signed-in user everyone is handed; a session begun or ended by account pages.
  users: ['user\\.entity\\.js'],
  auth: ['session\\.js'],
  audit: ['subject-ref\\.js'],
  // The account-deletion extension point, and the export file admin sends too.
  account: ['account-deletion-step\\.js', 'send-export-file\\.js'],
  resume: ['content-disposition\\.js'],
  notifications: ['notification-mailer\\.js'],
  search: ['search-run-events\\.js'],
  // The user's mailbox as outreach needs it: the senders' errors, sent events, replies over Gmail or IMAP (and
  // whether one was automatic or a delivery report).
  mail: [
    'mail-sender\\.js',
    'sent-email-events\\.js',
    'gmail/gmail-threads\\.js',
    'imap/imap-inbox\\.js',
    'auto-reply\\.js',
    'delivery-report\\.js',
  ],
  // The pure readers of a posting a search needs before asking enrichment for a contact.
  enrichment: [
    'names\\.js',
    'published-address\\.js',
    'mail-domain\\.js',
    'verification/types\\.js',
    'verification/mx\\.js',
  ],
  'rate-limits': ['budgets\\.js'],
  // The device token's format (prefix, Bearer header), which the sign-in guard reads.
  'extension-tokens': ['bearer-token\\.js'],
};

/**
 * An inside one room may use of another, with why. Each is a table both rooms write or read where going through a
 * service would make a cycle of modules, or where the rows are the other room's work itself.
 */
const ALLOWED_INSIDES = {
  // The outbox is the application rows themselves: outreach plans, claims and sends them under the mailbox's lock.
  outreach: { applications: ['email-application\\.entity\\.js'] },
  // The job rows of a domain whose late verdicts land: search imports enrichment, so enrichment cannot import search.
  enrichment: { search: ['entities/job\\.entity\\.js'] },
  // A paid subscription makes the plan: billing imports plans, so plans reads billing's rows itself.
  plans: { billing: ['entities/subscription\\.entity\\.js'] },
  // AuthModule serves the token controller: it needs the guard, the guard needs the token store (no module cycle).
  auth: { 'extension-tokens': ['extension-tokens\\.controller\\.js'] },
  // The config schema checks the encryption key as mail decodes it.
  config: { mail: ['secret-box\\.js'] },
};

const ALWAYS_DOORS = ['(?:[^/]+/)*[^/]+\\.(?:module|service|errors|guard|decorator)\\.js', 'dto/.+'];
const UP = '^(?:\\.\\./)+';

/** Flat config entries: one per room, its files checked against the table above. */
export function roomBoundaries() {
  const rooms = Object.keys(MAY_IMPORT);
  return rooms.map((room) => {
    const may = MAY_IMPORT[room];
    const others = rooms.filter((r) => r !== room && !may.includes(r));
    const patterns = [];
    if (others.length) {
      patterns.push({
        regex: `${UP}(?:${others.join('|')})(?:/|$)`,
        message: `The ${room} room may not import this room at all (eslint.rooms.js MAY_IMPORT; ARCHITECTURE.md: Rooms and their imports).`,
      });
    }
    for (const target of may) {
      const doors = [...ALWAYS_DOORS, ...(DOORS[target] ?? []), ...(ALLOWED_INSIDES[room]?.[target] ?? [])];
      patterns.push({
        regex: `${UP}${target}/(?!(?:${doors.join('|')})$)`,
        allowTypeImports: true,
        message:
          `This is inside the ${target} room: go through its module, a service, errors, guard, decorator or dto ` +
          `(or a door in eslint.rooms.js); an entity may be imported as a type only.`,
      });
    }
    return {
      files: [`api/src/${room}/**/*.ts`],
      // Specs put rooms together the way bootstrap.ts does.
      ignores: ['**/*.spec.ts'],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
    };
  });
}
