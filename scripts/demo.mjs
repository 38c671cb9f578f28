// `pnpm demo`: every stand-in plus the app wired to them, development sign-in on. Settings already in the
// environment win; the demo only supplies defaults that point at the stand-ins.
import { appUrlOf, loadSandbox, runApi } from './launch.mjs';

const env = { ...process.env };
const { startSandbox } = await loadSandbox();
const sandbox = await startSandbox({ port: Number(env.SANDBOX_PORT || 4100), appUrls: [appUrlOf(env)] });
// DEMO_PROXIES=true: the site's requests and the SMTP probes leave through the stand-in proxies, as in production.
const proxies = env.DEMO_PROXIES === 'true' ? sandbox.proxyEnv : {};
// Replies and bounces dropped into the stand-in INBOX show within a minute, not the production default's ten.
const defaults = { ...sandbox.appEnv, ...proxies, AUTH_DEV_LOGIN: 'true', REPLY_CHECK_SECONDS: '60' };
for (const [key, value] of Object.entries(defaults)) env[key] ||= value;

const appUrl = appUrlOf(env);
console.log(`
  App              ${appUrl}
  Health           ${appUrl}/api/health
  Sandbox          ${sandbox.url}/   (JSON list of stand-ins)
  Sign-in (OIDC)   ${env.OIDC_ISSUER_URL}   (any email)
  Jobs site        ${env.JOBS_SITE_URL}   (networking-site stand-in)
  People APIs      Hunter ${env.HUNTER_API_URL}, Apollo ${env.APOLLO_API_URL}
  Mail (DNS/SMTP)  dns ${env.DNS_SERVERS}, smtp port ${env.SMTP_PROBE_PORT} on 127.0.0.x   (company mail servers)
  Payments         ${env.PADDLE_JS_URL}   (Paddle stand-in; test card 4242 4242 4242 4242)
  Bounces          POST ${sandbox.url}/mail/bounces/sent {"messageId", "kind": "hard"} after a send; reply check every ${env.REPLY_CHECK_SECONDS} s
  Notifications    job alert digests through the SMTP sink's own login; read them at ${sandbox.url}/mail/messages
  Proxies          ${env.DEMO_PROXIES === 'true' ? 'on' : 'off (DEMO_PROXIES=true turns them on)'}; counters at ${sandbox.services.proxies.stats}
  Dev sign-in      POST ${appUrl}/api/auth/dev-login ${env.AUTH_DEV_LOGIN === 'true' ? '(on)' : '(off)'}
`);
runApi(env, { onExit: () => sandbox.close() });
