import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { UserEntity } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { GmailNotConfiguredError, GmailNotConnectedError } from '../mail.errors.js';
import { MailAccountsService } from '../mail-accounts.service.js';
import { DEFAULT_RETURN_PATH, safeReturnPath, withQuery } from '../return-path.js';
import { GMAIL_METADATA_SCOPE, GMAIL_SEND_SCOPE, GoogleOAuth, googleErrorText } from './google-oauth.js';

/** A started Gmail connection, kept in the session between the redirect to Google and the callback. */
export interface PendingGmailConnect {
  state: string;
  codeVerifier: string;
  userId: string;
  returnUrl: string;
  autoApply: boolean;
  startedAt: number;
  /** `send` (connecting Gmail) or `replies` (the optional headers-only permission on top); absent means send. */
  purpose?: 'send' | 'replies';
}

declare module 'express-session' {
  interface SessionData {
    gmailConnect: PendingGmailConnect;
  }
}

/** A consent screen left open longer than this has to be started again. */
const PENDING_TTL_MS = 15 * 60_000;

class ConnectFailed extends Error {}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const queryText = (query: Record<string, unknown>, name: string) =>
  typeof query[name] === 'string' ? query[name] : undefined;

/**
 * Connecting Gmail for sending: OAuth 2.0 authorization code flow with state and PKCE (S256), the send-only scope,
 * offline access. The callback always ends in a redirect to the app: `gmail=success`, `gmail=declined` (the person
 * pressed Deny: no error) or `error=gmail_auth_failed`.
 * Reply detection is a second consent through the same callback: the headers-only scope by incremental authorization
 * (`include_granted_scopes`), ending in `gmail_replies=on` or `error=gmail_replies_failed`.
 */
@Injectable()
export class GmailConnectService {
  private readonly logger = new Logger(GmailConnectService.name);

  constructor(
    private readonly oauth: GoogleOAuth,
    private readonly accounts: MailAccountsService,
    private readonly users: UsersService,
  ) {}

  /** Google's consent URL and what the session keeps to check the callback. */
  begin(
    user: UserEntity,
    options: { returnUrl?: string; autoApply?: boolean },
  ): {
    url: string;
    pending: PendingGmailConnect;
  } {
    if (!this.oauth.configured) throw new GmailNotConfiguredError();
    const codeVerifier = randomBytes(48).toString('base64url');
    const pending: PendingGmailConnect = {
      state: randomBytes(24).toString('base64url'),
      codeVerifier,
      userId: user.id,
      returnUrl: safeReturnPath(options.returnUrl),
      autoApply: !!options.autoApply,
      startedAt: Date.now(),
    };
    const url = this.oauth.authorizeUrl({
      state: pending.state,
      codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      loginHint: user.email,
    });
    return { url, pending };
  }

  /**
   * Google's consent URL for the optional headers-only scope, for the Gmail account the user sends from (409 without
   * one), and what the session keeps to check the callback.
   */
  async beginReplies(
    user: UserEntity,
    options: { returnUrl?: string },
  ): Promise<{ url: string; pending: PendingGmailConnect }> {
    if (!this.oauth.configured) throw new GmailNotConfiguredError();
    const gmail = (await this.accounts.list(user.id)).find((a) => a.provider === 'gmail');
    if (!gmail) throw new GmailNotConnectedError();
    const codeVerifier = randomBytes(48).toString('base64url');
    const pending: PendingGmailConnect = {
      state: randomBytes(24).toString('base64url'),
      codeVerifier,
      userId: user.id,
      returnUrl: safeReturnPath(options.returnUrl),
      autoApply: false,
      startedAt: Date.now(),
      purpose: 'replies',
    };
    const url = this.oauth.authorizeUrl({
      state: pending.state,
      codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      loginHint: gmail.emailAddress,
      scope: GMAIL_METADATA_SCOPE,
      includeGrantedScopes: true,
    });
    return { url, pending };
  }

  /**
   * Completes the connection from Google's redirect and answers where to send the browser. `pending` is what
   * `begin` stored (already removed from the session: a state works once); `sessionUserId` who is signed in now.
   */
  async finish(
    pending: PendingGmailConnect | undefined,
    query: Record<string, unknown>,
    sessionUserId: string | undefined,
  ): Promise<string> {
    const returnUrl = pending?.returnUrl ?? DEFAULT_RETURN_PATH;
    const replies = pending?.purpose === 'replies';
    try {
      if (!pending) throw new ConnectFailed('no Gmail connection was started in this session');
      if (Date.now() - pending.startedAt > PENDING_TTL_MS) throw new ConnectFailed('the consent screen expired');
      const state = queryText(query, 'state');
      if (!state || !sameText(state, pending.state)) throw new ConnectFailed('the state does not match');
      if (!sessionUserId || sessionUserId !== pending.userId) throw new ConnectFailed('signed in as someone else');
      const denied = queryText(query, 'error');
      // The person said no on Google's screen: not a failure, the app says Gmail was not connected.
      if (denied === 'access_denied' && !replies) {
        this.logger.log({ userId: sessionUserId }, 'Gmail connection declined on the consent screen');
        return withQuery(returnUrl, { gmail: 'declined', auto_apply: pending.autoApply ? 'true' : undefined });
      }
      if (denied) throw new ConnectFailed(`Google answered ${denied}`);
      const code = queryText(query, 'code');
      if (!code) throw new ConnectFailed('Google sent no code');
      const user = await this.users.findById(sessionUserId);
      if (!user) throw new ConnectFailed('the user no longer exists');

      let tokens;
      try {
        tokens = await this.oauth.exchangeCode(code, pending.codeVerifier);
      } catch (err) {
        throw new ConnectFailed(`the code exchange failed (${googleErrorText(err).text})`);
      }
      if (replies) {
        await this.saveReplies(user, tokens);
        return withQuery(returnUrl, { gmail_replies: 'on' });
      }
      if (!tokens.scope?.split(/\s+/).includes(GMAIL_SEND_SCOPE)) {
        await this.oauth.revokeQuietly(tokens.refreshToken ?? tokens.accessToken, { userId: user.id });
        throw new ConnectFailed('the send permission was not granted');
      }
      // prompt=consent makes Google send a refresh token every time; keep the old one if it ever does not.
      const refreshToken = tokens.refreshToken ?? (await this.accounts.gmailCredentials(user.id))?.refreshToken;
      if (!refreshToken) throw new ConnectFailed('Google sent no refresh token');
      await this.accounts.saveGmail(user, {
        accessToken: tokens.accessToken,
        refreshToken,
        expiryDate: tokens.expiryDate ?? null,
        scope: tokens.scope,
      });
      return withQuery(returnUrl, { gmail: 'success', auto_apply: pending.autoApply ? 'true' : undefined });
    } catch (err) {
      // The browser is mid-redirect: whatever went wrong, it goes back to the app with the spec's error.
      const what = replies ? 'Gmail reply detection' : 'Gmail connection';
      if (err instanceof ConnectFailed) {
        this.logger.warn({ userId: sessionUserId, reason: err.message }, `${what} failed`);
      } else {
        this.logger.error({ userId: sessionUserId, err }, `${what} failed unexpectedly`);
      }
      return withQuery(returnUrl, { error: replies ? 'gmail_replies_failed' : 'gmail_auth_failed' });
    }
  }

  /**
   * Keeps the headers-only grant when Google gave the headers scope (with granular consent a user may untick it).
   * A grant that is not kept is not revoked either: Google would withdraw the app's sending along with it.
   */
  private async saveReplies(user: UserEntity, tokens: Awaited<ReturnType<GoogleOAuth['exchangeCode']>>): Promise<void> {
    if (!tokens.scope?.split(/\s+/).includes(GMAIL_METADATA_SCOPE)) {
      throw new ConnectFailed('the permission to read headers was not granted');
    }
    if (!tokens.refreshToken) throw new ConnectFailed('Google sent no refresh token');
    try {
      await this.accounts.saveGmailReplies(user.id, {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiryDate: tokens.expiryDate ?? null,
        scope: tokens.scope,
      });
    } catch (err) {
      if (err instanceof GmailNotConnectedError) {
        // No sending left to spare: this grant is nobody's, revoke it.
        await this.oauth.revokeQuietly(tokens.refreshToken, { userId: user.id });
        throw new ConnectFailed('the Gmail account was removed meanwhile');
      }
      throw err;
    }
  }
}
