// `pnpm start`: the app on the embedded database. With no sign-in provider configured (and not in production)
// the local OpenID stand-in serves sign-in, so a newcomer can sign in with any email and no accounts.
import { appUrlOf, loadSandbox, runApi } from './launch.mjs';

const env = { ...process.env };
let sandbox;
if (!env.OIDC_CLIENT_ID && env.NODE_ENV !== 'production') {
  const { startSandbox } = await loadSandbox();
  sandbox = await startSandbox({ port: Number(env.SANDBOX_PORT || 4100), appUrls: [appUrlOf(env)] });
  env.OIDC_ISSUER_URL = sandbox.services.oidc.issuer;
  env.OIDC_CLIENT_ID = sandbox.services.oidc.clientId;
  env.OIDC_CLIENT_SECRET = sandbox.services.oidc.clientSecret;
  console.log(
    `No OIDC_CLIENT_ID set: sign-in uses the local OpenID provider at ${env.OIDC_ISSUER_URL} (any email works).\n` +
      'Set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to sign in with Google.',
  );
}
console.log(`App: ${appUrlOf(env)}`);
runApi(env, { onExit: () => sandbox?.close() });
