import { Inject, Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { Strategy, type VerifyFunction } from 'openid-client/passport';
import passport from 'passport';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { SignInIdentity } from '../users/users.service.js';
import { SignInUnavailableError } from './auth.errors.js';

export const OIDC_STRATEGY = 'oidc';
export const OIDC_CALLBACK_PATH = '/api/auth/callback';

/**
 * openid-client's strategy sends a PKCE challenge and only adds `state` when the issuer lacks PKCE. We always send
 * both: state is checked on return (stored in the session beside the PKCE verifier).
 */
class StatefulOidcStrategy extends Strategy {
  override authorizationRequestParams(...args: Parameters<Strategy['authorizationRequestParams']>) {
    const params = new URLSearchParams(super.authorizationRequestParams(...args) ?? undefined);
    params.set('state', client.randomState());
    return params;
  }
}

/**
 * Sign-in with Google, or any OpenID Connect issuer from config. Discovery happens on the first sign-in (not at
 * boot), so the API starts even when the issuer is unreachable, and retries discovery after a failure.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);
  private ready: Promise<void> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get redirectUri(): string {
    return new URL(OIDC_CALLBACK_PATH, this.config.appUrl).href;
  }

  ensureStrategy(): Promise<void> {
    this.ready ??= this.register().catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  private async register(): Promise<void> {
    const { issuerUrl, clientId, clientSecret } = this.config.oidc;
    if (!clientId || !clientSecret) {
      throw new SignInUnavailableError(
        'the sign-in provider is not configured (set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET).',
      );
    }
    let discovered: client.Configuration;
    try {
      // Plain-http issuers are refused in production by the config schema; elsewhere they are local providers.
      const options = issuerUrl.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined;
      discovered = await client.discovery(new URL(issuerUrl), clientId, clientSecret, undefined, options);
    } catch (err) {
      this.logger.error({ err, issuerUrl }, 'OpenID Connect discovery failed');
      throw new SignInUnavailableError(`the sign-in provider at ${issuerUrl} did not answer.`);
    }
    const verify: VerifyFunction = (tokens, done) => {
      const claims = tokens.claims();
      if (!claims?.sub || typeof claims.email !== 'string') {
        done(null, false, { message: 'The sign-in provider did not share an email address.' });
        return;
      }
      if (claims.email_verified === false) {
        done(null, false, { message: 'Your email address is not verified with the sign-in provider.' });
        return;
      }
      const identity: SignInIdentity = {
        issuer: claims.iss,
        subject: claims.sub,
        email: claims.email,
        firstName: stringClaim(claims.given_name),
        lastName: stringClaim(claims.family_name),
        profileImageUrl: stringClaim(claims.picture),
      };
      done(null, identity);
    };
    passport.use(
      OIDC_STRATEGY,
      new StatefulOidcStrategy(
        { config: discovered, scope: 'openid email profile', callbackURL: this.redirectUri, name: OIDC_STRATEGY },
        verify,
      ),
    );
    this.logger.log({ issuerUrl, redirectUri: this.redirectUri }, 'Sign-in provider ready');
  }
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
