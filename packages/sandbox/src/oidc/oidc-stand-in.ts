import { createHash, generateKeyPairSync } from 'node:crypto';
import express, { type Router } from 'express';
import Provider, { type Configuration } from 'oidc-provider';

/** The one client the app is registered as, like an OAuth client created in Google's console. */
export const SANDBOX_OIDC_CLIENT = { id: 'job-assistant-local', secret: 'job-assistant-local-secret' } as const;

interface Person {
  email: string;
  givenName: string;
  familyName: string;
}

export interface OidcStandIn {
  /** Issuer URL to put in OIDC_ISSUER_URL. */
  issuer: string;
  /** Mount at the root of the sandbox's Express app. */
  router: Router;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function titleCase(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : '';
}

/** A person's names from their email when the form leaves them blank: ada.lovelace@x → Ada Lovelace. */
function namesFromEmail(email: string): { givenName: string; familyName: string } {
  const [first = '', last = ''] = email.split('@')[0]!.split(/[._-]+/);
  return { givenName: titleCase(first), familyName: titleCase(last) };
}

/**
 * A certified OpenID Connect provider (`oidc-provider`) standing in for Google. Its login form accepts any
 * email; ID tokens carry email, names and picture like Google's do, and the code flow requires PKCE.
 */
export function createOidcStandIn(options: { baseUrl: string; redirectUris: string[] }): OidcStandIn {
  const issuer = `${options.baseUrl}/oidc`;
  const people = new Map<string, Person>();

  // A signing key per start, like a provider's rotating keys (and no "development keys" warning).
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    jwks: { keys: [{ ...signingKey, kid: 'sandbox', use: 'sig', alg: 'RS256' }] as never },
    clients: [
      {
        client_id: SANDBOX_OIDC_CLIENT.id,
        client_secret: SANDBOX_OIDC_CLIENT.secret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Google puts the profile claims in the ID token itself; do the same.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['sandbox-oidc-cookie-key'] },
    ttl: { Interaction: 3600, Session: 86400, Grant: 86400, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party sign-in: consent is implied, as Google does after the first time.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: true,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`.trim(),
        }),
      };
    },
  };

  const provider = new Provider(issuer, configuration);
  const router = express.Router();

  router.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      res.type('html').send(loginPage(details.uid, (details.params.client_id as string) ?? ''));
    } catch (err) {
      next(err);
    }
  });

  router.post('/interaction/:uid/login', express.urlencoded({ extended: false }), async (req, res, next) => {
    try {
      const email = String(req.body.email ?? '')
        .trim()
        .toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        res
          .status(400)
          .type('html')
          .send(loginPage(req.params.uid, '', 'Enter a valid email address.'));
        return;
      }
      const fallback = namesFromEmail(email);
      const sub = createHash('sha256').update(email).digest('hex').slice(0, 24);
      people.set(sub, {
        email,
        givenName: String(req.body.given_name ?? '').trim() || fallback.givenName,
        familyName: String(req.body.family_name ?? '').trim() || fallback.familyName,
      });
      await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    } catch (err) {
      next(err);
    }
  });

  router.use('/oidc', provider.callback());
  return { issuer, router };
}

function loginPage(uid: string, clientId: string, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in — local OpenID provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:64px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;padding:10px 16px;width:100%}.error{color:#b00020}small{color:#666}</style></head>
<body><h1>Sign in</h1><p><small>Local OpenID Connect provider standing in for Google${clientId ? ` (client ${escapeHtml(clientId)})` : ''}. Any email works.</small></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus>
<label for="given_name">First name</label><input id="given_name" name="given_name">
<label for="family_name">Last name</label><input id="family_name" name="family_name">
<button type="submit">Continue</button></form></body></html>`;
}
