import { Inject, Injectable, Logger } from '@nestjs/common';
import { auth } from 'googleapis/build/src/apis/gmail/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { GmailNotConfiguredError } from '../mail.errors.js';
import { MailProviderError } from '../mail-sender.js';

/** The scope asked for to connect Gmail: send, never read. */
export const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
/**
 * The optional second scope, asked for only when the user turns reply detection on: message headers (who wrote,
 * which email a message answers), never bodies or attachments.
 */
export const GMAIL_METADATA_SCOPE = 'https://www.googleapis.com/auth/gmail.metadata';
export const GMAIL_CALLBACK_PATH = '/api/auth/gmail/callback';
const GOOGLE_TIMEOUT_MS = 15_000;

/** What is kept (encrypted) for a Gmail account. */
export interface GmailCredentials {
  accessToken: string;
  refreshToken: string;
  /** ms since the epoch; null when Google did not say. */
  expiryDate: number | null;
  scope: string;
}

export type OAuth2Client = InstanceType<typeof auth.OAuth2>;

interface GoogleErrorShape {
  message?: string;
  code?: string;
  response?: { status?: number; data?: unknown };
}

/** Google's OAuth error code (`invalid_grant`, …) from a failed token call, if it was one. */
export function oauthErrorCode(err: unknown): string | undefined {
  const data = (err as GoogleErrorShape | undefined)?.response?.data as { error?: unknown } | undefined;
  if (typeof data?.error === 'string') return data.error;
  const message = (err as GoogleErrorShape | undefined)?.message ?? '';
  return /\binvalid_grant\b/.test(message) ? 'invalid_grant' : undefined;
}

/** A Google API error as a sentence: `403: Request had insufficient authentication scopes.` */
export function googleErrorText(err: unknown): { status: number | undefined; text: string } {
  const e = (err ?? {}) as GoogleErrorShape;
  const status = e.response?.status;
  const data = e.response?.data as { error?: { message?: unknown } | string; error_description?: unknown } | undefined;
  const detail =
    (typeof data?.error === 'object' && typeof data.error.message === 'string' && data.error.message) ||
    (typeof data?.error_description === 'string' && data.error_description) ||
    (typeof data?.error === 'string' && data.error) ||
    e.code ||
    e.message ||
    'no answer';
  return { status, text: status ? `${status}: ${detail}` : detail };
}

/**
 * Google's OAuth 2.0 for the Gmail send-only scope, through googleapis' bundled google-auth-library. Every endpoint
 * comes from config (GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_REVOKE_URL), so the stand-in is only another URL.
 */
@Injectable()
export class GoogleOAuth {
  private readonly logger = new Logger(GoogleOAuth.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Gmail sending is set up on this server (client id and secret). */
  get configured(): boolean {
    return !!this.config.mail.google.clientId && !!this.config.mail.google.clientSecret;
  }

  /** Exactly what is registered with Google as the redirect URI. */
  get redirectUri(): string {
    return new URL(GMAIL_CALLBACK_PATH, this.config.appUrl).href;
  }

  get gmailApiRootUrl(): string {
    return this.config.mail.google.gmailApiRootUrl;
  }

  /**
   * A client holding `credentials`. `forceRefreshOnFailure`: an access token Google no longer accepts (401) is
   * refreshed once and the call retried, so a revoked grant surfaces as `invalid_grant`.
   */
  client(credentials?: GmailCredentials): OAuth2Client {
    const { clientId, clientSecret, authUrl, tokenUrl, revokeUrl } = this.config.mail.google;
    if (!clientId || !clientSecret) throw new GmailNotConfiguredError();
    const client = new auth.OAuth2({
      clientId,
      clientSecret,
      redirectUri: this.redirectUri,
      forceRefreshOnFailure: true,
      // Token, revoke and API calls: never wait on Google forever (a page or a send is waiting on the answer).
      transporterOptions: { timeout: GOOGLE_TIMEOUT_MS },
      endpoints: { oauth2AuthBaseUrl: authUrl, oauth2TokenUrl: tokenUrl, oauth2RevokeUrl: revokeUrl },
    });
    if (credentials) {
      client.setCredentials({
        access_token: credentials.accessToken,
        refresh_token: credentials.refreshToken,
        expiry_date: credentials.expiryDate,
        scope: credentials.scope,
        token_type: 'Bearer',
      });
    }
    return client;
  }

  /**
   * Google's consent URL: offline access (a refresh token), consent asked again, state + PKCE. The send-only scope
   * unless `scope` says otherwise; `includeGrantedScopes` asks Google for incremental authorization (the new grant
   * also carries what the user granted this app before).
   */
  authorizeUrl(options: {
    state: string;
    codeChallenge: string;
    loginHint?: string;
    scope?: string;
    includeGrantedScopes?: boolean;
  }): string {
    return this.client().generateAuthUrl({
      scope: [options.scope ?? GMAIL_SEND_SCOPE],
      access_type: 'offline',
      prompt: 'consent',
      ...(options.includeGrantedScopes ? { include_granted_scopes: true } : {}),
      state: options.state,
      code_challenge: options.codeChallenge,
      code_challenge_method: 'S256' as never,
      login_hint: options.loginHint,
    });
  }

  /** Trades the code from the callback (and the PKCE verifier) for tokens. */
  async exchangeCode(code: string, codeVerifier: string): Promise<Partial<GmailCredentials> & { accessToken: string }> {
    const { tokens } = await this.client().getToken({ code, codeVerifier });
    if (!tokens.access_token) throw new Error('Google answered the code exchange without an access token');
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? undefined,
      expiryDate: tokens.expiry_date ?? null,
      scope: tokens.scope ?? '',
    };
  }

  /** New credentials from the refresh token; `reauth` when Google answers invalid_grant. */
  async refresh(credentials: GmailCredentials): Promise<GmailCredentials> {
    const client = this.client(credentials);
    try {
      // Expired in our records: ask for a new token even if the client would still try the old one.
      client.setCredentials({ ...client.credentials, access_token: null, expiry_date: null });
      await client.getAccessToken();
    } catch (err) {
      throw toProviderError(err);
    }
    return mergeCredentials(credentials, client.credentials);
  }

  /** Revokes the grant at Google (revoking the refresh token revokes its access tokens too). */
  async revoke(token: string): Promise<void> {
    await this.client().revokeToken(token);
  }

  /**
   * Revokes, logging instead of failing: removal from our side must not depend on Google answering. A token Google
   * says is already revoked (`invalid_token`: the user removed the app, or another token of the grant went first) is
   * the end wanted, not a failure.
   */
  async revokeQuietly(token: string, context: Record<string, unknown>): Promise<boolean> {
    try {
      await this.revoke(token);
      return true;
    } catch (err) {
      if (oauthErrorCode(err) === 'invalid_token') return true;
      this.logger.warn({ ...context, reason: googleErrorText(err).text }, 'Revoking the Gmail grant at Google failed');
      return false;
    }
  }
}

/** Stored credentials updated with what a refresh returned (Google may or may not rotate the refresh token). */
export function mergeCredentials(
  current: GmailCredentials,
  tokens: { access_token?: string | null; refresh_token?: string | null; expiry_date?: number | null; scope?: string },
): GmailCredentials {
  return {
    accessToken: tokens.access_token ?? current.accessToken,
    refreshToken: tokens.refresh_token ?? current.refreshToken,
    expiryDate: tokens.expiry_date ?? null,
    scope: tokens.scope ?? current.scope,
  };
}

/** A failed Google call as the sending domain's error. */
export function toProviderError(err: unknown): MailProviderError {
  if (err instanceof MailProviderError) return err;
  if (oauthErrorCode(err) === 'invalid_grant') {
    return new MailProviderError('reauth', 'Gmail access was withdrawn. Reconnect Gmail to send again.');
  }
  const { status, text } = googleErrorText(err);
  if (status === 401) return new MailProviderError('reauth', `Gmail did not accept the stored access (${text}).`);
  if (status === 403 && /insufficient/i.test(text)) {
    return new MailProviderError('reauth', 'Gmail sending permission is missing. Reconnect Gmail and allow sending.');
  }
  if (status === undefined) return new MailProviderError('unreachable', `Gmail could not be reached (${text}).`);
  return new MailProviderError('rejected', `Gmail refused the message (${text}).`);
}
