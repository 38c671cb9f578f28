// `pnpm demo`: every stand-in plus the app wired to them, development sign-in on. Settings already in the
// environment win; the demo only supplies defaults that point at the stand-ins.
import { appUrlOf, loadSandbox, runApi } from './launch.mjs';

const env = { ...process.env };
const { startSandbox } = await loadSandbox();
const sandbox = await startSandbox({ port: Number(env.SANDBOX_PORT || 4100), appUrls: [appUrlOf(env)] });
const defaults = {
  OIDC_ISSUER_URL: sandbox.services.oidc.issuer,
  OIDC_CLIENT_ID: sandbox.services.oidc.clientId,
  OIDC_CLIENT_SECRET: sandbox.services.oidc.clientSecret,
  AUTH_DEV_LOGIN: 'true',
  JOBS_SITE_URL: sandbox.services.jobsSite.url,
};
for (const [key, value] of Object.entries(defaults)) env[key] ||= value;

const appUrl = appUrlOf(env);
console.log(`
  App              ${appUrl}
  Health           ${appUrl}/api/health
  Sandbox          ${sandbox.url}/   (JSON list of stand-ins)
  Sign-in (OIDC)   ${env.OIDC_ISSUER_URL}   (any email)
  Jobs site        ${env.JOBS_SITE_URL}   (networking-site stand-in)
  Dev sign-in      POST ${appUrl}/api/auth/dev-login ${env.AUTH_DEV_LOGIN === 'true' ? '(on)' : '(off)'}
`);
runApi(env, { onExit: () => sandbox.close() });
