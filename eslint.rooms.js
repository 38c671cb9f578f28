// The API's rooms (api/src/<room>/) and what each may import of another; eslint.config.js turns this into
// @typescript-eslint/no-restricted-imports per room, and api/src/room-boundaries.spec.ts proves it fails.
// ARCHITECTURE.md ("Rooms and their imports") says the same in words: change both together.

/**
 * Which rooms each room may import at all (type-only imports included). A room not listed imports no other room.
 * The graph points one way: api/src/room-order.spec.ts sorts it, bottom first, and fails on a cycle.
 */
export const MAY_IMPORT = {
  account: ['audit', 'auth', 'common', 'users'],
  admin: ['account', 'audit', 'auth', 'common', 'resume', 'users'],
  alerts: ['auth', 'common', 'config', 'notifications', 'plans', 'queue', 'search', 'settings', 'users'],
  analytics: ['auth', 'search', 'settings', 'users'],
  applications: ['auth', 'common', 'settings', 'users'],
  audit: [],
  // The extension's device tokens live inside auth (auth/extension-tokens/), as API keys do.
  auth: ['common', 'config', 'users'],
  billing: ['account', 'audit', 'auth', 'common', 'config', 'plans', 'users'],
  common: [],
  companies: ['auth', 'common', 'config', 'jobs-site', 'rate-limits'],
  compose: [
    'auth',
    'common',
    'companies',
    'config',
    'jobs',
    'metrics',
    'rate-limits',
    'resume',
    'search',
    'skills',
    'users',
  ],
  // The settings' shapes (the encryption key, the verifier's options, the budgets) live in config itself.
  config: [],
  enrichment: ['common', 'config', 'jobs', 'metrics'],
  health: ['queue'],
  // The jobs table, which search writes and enrichment's late verdicts land on.
  jobs: [],
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
  // Below users and auth: it reads the subscriptions it owns, and names the account it is given by its shape.
  plans: ['common', 'config'],
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
    'jobs',
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
  // The account's view of its plan (the current-user call) asks plans.
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
  enrichment: ['names\\.js', 'published-address\\.js', 'mail-domain\\.js', 'verification/mx\\.js'],
  // The jobs table is the room: search and enrichment both read and write it.
  jobs: ['job\\.entity\\.js'],
};

/**
 * An inside one room may use of another, with why. Each is a table both rooms write or read where going through a
 * service would make a cycle of modules, or where the rows are the other room's work itself.
 */
const ALLOWED_INSIDES = {
  // The outbox is the application rows themselves: outreach plans, claims and sends them under the mailbox's lock.
  outreach: { applications: ['email-application\\.entity\\.js'] },
  // Plans owns the subscriptions table (a paid subscription makes the plan); billing writes Paddle's news into it.
  billing: { plans: ['subscriptions\\.repository\\.js'] },
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
      ignores: ['**/*.spec.ts', '**/*.db-spec.ts'],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
    };
  });
}
