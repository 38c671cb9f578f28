import { Injectable, Logger } from '@nestjs/common';
import type { MailAccount, MailStatus, SmtpAccountRequest } from '@app/types';
import { QueryFailedError } from 'typeorm';
import { Clock } from '../common/clock.js';
import type { UserEntity } from '../users/user.entity.js';
import { GoogleOAuth, type GmailCredentials } from './gmail/google-oauth.js';
import type { MailAccountEntity } from './mail-account.entity.js';
import { type AddressPause, MailAccountsRepository } from './mail-accounts.repository.js';
import {
  GmailNotConnectedError,
  ImapCheckFailedError,
  MailAccountNotFoundError,
  SmtpCheckFailedError,
  SmtpHostNotAllowedError,
} from './mail.errors.js';
import { MailProviderError } from './mail-sender.js';
import { SecretBox, SecretBoxError } from './secret-box.js';
import { PrivateSmtpHostError } from './smtp/public-address.js';
import { smtpCheckFailureKind } from './smtp/smtp-check-failure.js';
import { SmtpSender, type SmtpConnection } from './smtp/smtp-sender.js';
import { imapCheckFailureKind } from './imap/imap-check-failure.js';
import { ImapInbox, type ImapConnection } from './imap/imap-inbox.js';

/** A mailbox ready to send from, its secret decrypted (never leaves the server). */
export type ReadyMailAccount =
  | { account: MailAccountEntity; provider: 'gmail'; credentials: GmailCredentials }
  | { account: MailAccountEntity; provider: 'smtp'; connection: SmtpConnection };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown) =>
  err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION;

export function toMailAccount(a: MailAccountEntity): MailAccount {
  return {
    id: a.id,
    provider: a.provider,
    emailAddress: a.emailAddress,
    isDefault: a.isDefault,
    needsReauth: a.needsReauth,
    createdAt: a.createdAt.toISOString(),
    smtp:
      a.provider === 'smtp'
        ? { host: a.smtpHost ?? '', port: a.smtpPort ?? 0, secure: !!a.smtpSecure, username: a.smtpUsername ?? '' }
        : null,
    imap:
      a.provider === 'smtp' && a.imapHost
        ? { host: a.imapHost, port: a.imapPort ?? 993, secure: !!a.imapSecure, username: a.imapUsername ?? '' }
        : null,
    replyDetection: a.provider === 'smtp' ? (a.imapHost ? 'imap' : null) : a.gmailMetadata ? 'gmail-metadata' : null,
    replyDetectionProblem: a.replyDetectionProblem,
    sendingPause:
      a.sendingPausedAt && a.sendingPauseReason
        ? { since: a.sendingPausedAt.toISOString(), reason: a.sendingPauseReason }
        : null,
  };
}

/**
 * The user's mailboxes: Gmail (OAuth tokens) and SMTP (server and login), secrets sealed with AES-256-GCM and bound
 * to their owner. One is the default; sending uses it when it can, else another usable one.
 */
@Injectable()
export class MailAccountsService {
  private readonly logger = new Logger(MailAccountsService.name);

  constructor(
    private readonly accounts: MailAccountsRepository,
    private readonly secrets: SecretBox,
    private readonly oauth: GoogleOAuth,
    private readonly smtp: SmtpSender,
    private readonly imap: ImapInbox,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<MailAccount[]> {
    const rows = await this.accounts.listOf(userId);
    return rows.map(toMailAccount);
  }

  /** Spec's mail status, for the compose dialog and settings. See the controller for what each flag means. */
  async status(userId: string): Promise<MailStatus> {
    const rows = await this.withSecrets(userId);
    const gmail = this.oauth.configured ? rows.find((a) => a.provider === 'gmail') : undefined;
    if (gmail && !gmail.needsReauth) await this.refreshIfExpired(gmail);
    const gmailUsable = !!gmail && !gmail.needsReauth;
    return {
      authorized: gmailUsable || rows.some((a) => a.provider === 'smtp' && !a.needsReauth),
      needsRefresh: !!gmail?.needsReauth,
      isConnected: !!gmail,
      gmailAvailable: this.oauth.configured,
    };
  }

  /** Checks the server and the login by connecting (nothing is sent), then stores it; nothing is kept on failure. */
  async addSmtp(user: UserEntity, request: SmtpAccountRequest): Promise<MailAccount> {
    const connection: SmtpConnection = {
      host: request.host.trim().toLowerCase(),
      port: request.port,
      secure: request.secure,
      username: request.username,
      password: request.password,
    };
    try {
      await this.smtp.verify(connection);
    } catch (err) {
      if (err instanceof PrivateSmtpHostError) throw new SmtpHostNotAllowedError(connection.host);
      const kind = smtpCheckFailureKind(err);
      const { code, message, response } = err as { code?: string; message?: string; response?: string };
      this.logger.warn(
        { userId: user.id, host: connection.host, port: connection.port, kind, code, detail: response ?? message },
        'SMTP account check failed',
      );
      throw new SmtpCheckFailedError(kind);
    }
    const imapFields = request.imap ? await this.checkedImap(user, connection, request.imap) : {};
    const emailAddress = request.emailAddress.trim();
    const fields = {
      ...imapFields,
      smtpHost: connection.host,
      smtpPort: connection.port,
      smtpSecure: connection.secure,
      smtpUsername: connection.username,
      secretCiphertext: this.secrets.seal(connection.password, secretContext('smtp', user.id)),
      needsReauth: false,
    };
    const existing = await this.accounts.findSmtp(user.id, emailAddress);
    if (existing) {
      await this.accounts.update({ id: existing.id }, { ...fields, emailAddress });
      return toMailAccount(await this.accounts.findByIdOrFail(existing.id));
    }
    return toMailAccount(await this.insert({ userId: user.id, provider: 'smtp', emailAddress, ...fields }));
  }

  /** IMAP settings checked by logging in (the SMTP login unless others are given), ready to store sealed. */
  private async checkedImap(
    user: UserEntity,
    smtp: SmtpConnection,
    imap: NonNullable<SmtpAccountRequest['imap']>,
  ): Promise<Partial<MailAccountEntity>> {
    const connection: ImapConnection = {
      host: imap.host.trim().toLowerCase(),
      port: imap.port,
      secure: imap.secure,
      username: imap.username || smtp.username,
      password: imap.password || smtp.password,
    };
    try {
      await this.imap.verify(connection);
    } catch (err) {
      if (err instanceof PrivateSmtpHostError) throw new SmtpHostNotAllowedError(connection.host);
      const kind = imapCheckFailureKind(err);
      const { code, message, responseText } = err as { code?: string; message?: string; responseText?: string };
      this.logger.warn(
        { userId: user.id, host: connection.host, port: connection.port, kind, code, detail: responseText ?? message },
        'IMAP settings check failed',
      );
      throw new ImapCheckFailedError(kind);
    }
    return {
      imapHost: connection.host,
      imapPort: connection.port,
      imapSecure: connection.secure,
      imapUsername: connection.username,
      imapSecretCiphertext: this.secrets.seal(connection.password, secretContext('imap', user.id)),
    };
  }

  /** The IMAP login of a mailbox with reply detection over IMAP; null without one (or when it cannot be opened). */
  async imapConnection(userId: string, accountId: string): Promise<ImapConnection | null> {
    const account = await this.accounts.findWithImapSecret(userId, accountId);
    if (!account?.imapHost || !account.imapSecretCiphertext) return null;
    try {
      return {
        host: account.imapHost,
        port: account.imapPort ?? 993,
        secure: !!account.imapSecure,
        username: account.imapUsername ?? '',
        password: this.secrets.open(account.imapSecretCiphertext, secretContext('imap', userId)),
      };
    } catch (err) {
      if (!(err instanceof SecretBoxError)) throw err;
      this.logger.error({ accountId, err }, 'A stored IMAP secret could not be decrypted');
      return null;
    }
  }

  /**
   * Stores a Gmail grant (new or renewed). The address is the user's sign-in email: the send-only scope cannot read
   * the Gmail profile, so Google never tells us which address the grant belongs to.
   */
  async saveGmail(user: UserEntity, credentials: GmailCredentials): Promise<MailAccount> {
    const secretCiphertext = this.secrets.seal(JSON.stringify(credentials), secretContext('gmail', user.id));
    const existing = await this.accounts.findGmail(user.id);
    if (existing) {
      await this.accounts.update(
        { id: existing.id },
        { emailAddress: user.email, secretCiphertext, needsReauth: false },
      );
      return toMailAccount(await this.accounts.findByIdOrFail(existing.id));
    }
    return toMailAccount(
      await this.insert({ userId: user.id, provider: 'gmail', emailAddress: user.email, secretCiphertext }),
    );
  }

  /** The stored Gmail credentials, when there is a grant to renew (a reconnect may come without a refresh token). */
  async gmailCredentials(userId: string): Promise<GmailCredentials | null> {
    const gmail = (await this.withSecrets(userId)).find((a) => a.provider === 'gmail');
    if (!gmail) return null;
    try {
      return this.openGmail(gmail);
    } catch {
      return null;
    }
  }

  /**
   * Turns Gmail reply detection on with the headers-only grant (kept apart from the send-only one, sealed the same
   * way); a problem said earlier is cleared. 409 when the user has no Gmail account to add it to.
   */
  async saveGmailReplies(userId: string, credentials: GmailCredentials): Promise<MailAccount> {
    const gmail = await this.accounts.findGmail(userId);
    if (!gmail) throw new GmailNotConnectedError();
    await this.accounts.update(
      { id: gmail.id },
      {
        gmailMetadata: true,
        gmailMetadataCiphertext: this.sealGmailReplies(userId, credentials),
        replyDetectionProblem: null,
      },
    );
    return toMailAccount(await this.accounts.findByIdOrFail(gmail.id));
  }

  /**
   * Turned off by the user: the headers-only grant is forgotten (its credentials deleted) and never used again.
   * It is not revoked at Google: Google keeps one authorization per app and account, so revoking it would withdraw
   * sending as well (disconnecting Gmail revokes both). Nothing to do without a Gmail account.
   */
  async turnOffGmailReplies(userId: string): Promise<void> {
    await this.accounts.update(
      { userId, provider: 'gmail' },
      { gmailMetadata: false, gmailMetadataCiphertext: null, replyDetectionProblem: null },
    );
  }

  /** Stopped by itself (Google refused the grant): back to marking replies by hand, and `problem` says why. */
  async stopGmailReplies(accountId: string, problem: string): Promise<void> {
    await this.accounts.update(
      { id: accountId, provider: 'gmail' },
      { gmailMetadata: false, gmailMetadataCiphertext: null, replyDetectionProblem: problem },
    );
  }

  /** The headers-only grant of a Gmail mailbox with reply detection on; null without one or Gmail set up here. */
  async gmailRepliesCredentials(userId: string, accountId: string): Promise<GmailCredentials | null> {
    if (!this.oauth.configured) return null;
    const account = await this.accounts.findGmailReplies(userId, accountId);
    if (!account?.gmailMetadataCiphertext) return null;
    try {
      return JSON.parse(
        this.secrets.open(account.gmailMetadataCiphertext, secretContext('gmail-metadata', userId)),
      ) as GmailCredentials;
    } catch (err) {
      if (!(err instanceof SecretBoxError)) throw err;
      this.logger.error({ accountId, err }, 'A stored Gmail headers grant could not be decrypted');
      await this.stopGmailReplies(
        accountId,
        'Replies are no longer seen for you: the permission to read Gmail headers could not be read back. ' +
          'Allow it again to have replies seen.',
      );
      return null;
    }
  }

  /** The headers-only grant after a token refresh; nothing when reply detection was turned off meanwhile. */
  async saveGmailRepliesCredentials(userId: string, accountId: string, credentials: GmailCredentials): Promise<void> {
    await this.accounts.update(
      { id: accountId, userId, gmailMetadata: true },
      { gmailMetadataCiphertext: this.sealGmailReplies(userId, credentials) },
    );
  }

  private sealGmailReplies(userId: string, credentials: GmailCredentials): string {
    return this.secrets.seal(JSON.stringify(credentials), secretContext('gmail-metadata', userId));
  }

  async saveGmailCredentials(account: MailAccountEntity, credentials: GmailCredentials): Promise<void> {
    const secretCiphertext = this.secrets.seal(JSON.stringify(credentials), secretContext('gmail', account.userId));
    await this.accounts.update({ id: account.id }, { secretCiphertext });
  }

  /** Google refused the grant (or the secret can no longer be read): the user has to connect again. */
  async markNeedsReauth(account: MailAccountEntity): Promise<void> {
    account.needsReauth = true;
    await this.accounts.update({ id: account.id }, { needsReauth: true });
  }

  /**
   * The mailbox to send from: the default when usable, else the oldest usable one; null when there is none. Gmail is
   * usable only with Gmail set up on this server and a grant Google has not refused.
   */
  async readyAccount(userId: string): Promise<ReadyMailAccount | null> {
    const rows = await this.withSecrets(userId);
    rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.getTime() - b.createdAt.getTime());
    for (const account of rows) {
      const ready = await this.open(account);
      if (ready) return ready;
    }
    return null;
  }

  /** One mailbox of the user's, ready to send from (the outbox sends from the mailbox it was scheduled on). */
  async readyAccountById(userId: string, id: string): Promise<ReadyMailAccount | null> {
    const account = (await this.withSecrets(userId)).find((a) => a.id === id);
    return account ? this.open(account) : null;
  }

  /** The account with its secret opened; null when it cannot send (reconnect needed, Gmail not set up here). */
  private async open(account: MailAccountEntity): Promise<ReadyMailAccount | null> {
    if (account.needsReauth || (account.provider === 'gmail' && !this.oauth.configured)) return null;
    try {
      if (account.provider === 'gmail') {
        return { account, provider: 'gmail', credentials: this.openGmail(account) };
      }
      return {
        account,
        provider: 'smtp',
        connection: {
          host: account.smtpHost ?? '',
          port: account.smtpPort ?? 587,
          secure: !!account.smtpSecure,
          username: account.smtpUsername ?? '',
          password: this.secrets.open(account.secretCiphertext, secretContext('smtp', account.userId)),
        },
      };
    } catch (err) {
      if (!(err instanceof SecretBoxError)) throw err;
      this.logger.error({ accountId: account.id, err }, 'A stored mail secret could not be decrypted');
      await this.markNeedsReauth(account);
      return null;
    }
  }

  async makeDefault(userId: string, id: string): Promise<MailAccount> {
    const account = await this.accounts.makeDefault(userId, id);
    if (!account) throw new MailAccountNotFoundError();
    return toMailAccount(account);
  }

  /** Removes one of the user's mailboxes; a Gmail grant is revoked at Google first (a failure there is logged). */
  async remove(userId: string, id: string): Promise<void> {
    const account = (await this.withSecrets(userId)).find((a) => a.id === id);
    if (!account) throw new MailAccountNotFoundError();
    await this.delete(account);
  }

  /** Revokes and removes the user's Gmail account; nothing to do when there is none. */
  async unlinkGmail(userId: string): Promise<void> {
    for (const account of (await this.withSecrets(userId)).filter((a) => a.provider === 'gmail')) {
      await this.delete(account);
    }
  }

  private async delete(account: MailAccountEntity): Promise<void> {
    if (account.provider === 'gmail') {
      let token: string | undefined;
      try {
        const credentials = this.openGmail(account);
        token = credentials.refreshToken || credentials.accessToken;
      } catch {
        this.logger.warn({ accountId: account.id }, 'Gmail secret unreadable; removing without revoking at Google');
      }
      if (token) await this.oauth.revokeQuietly(token, { accountId: account.id, userId: account.userId });
      // Google revokes the whole authorization with one token; the headers grant is revoked too in case it is not.
      const replies = await this.gmailRepliesCredentials(account.userId, account.id);
      if (replies) {
        await this.oauth.revokeQuietly(replies.refreshToken || replies.accessToken, {
          accountId: account.id,
          userId: account.userId,
        });
      }
    }
    await this.accounts.deleteKeepingADefault(account);
  }

  /** New rows become the default when the user has none (one default per user, by a unique index). */
  private async insert(row: Partial<MailAccountEntity>): Promise<MailAccountEntity> {
    const hasDefault = await this.accounts.hasDefault(row.userId);
    // An address paused elsewhere (another user, or the account removed and added again) stays paused.
    if (row.emailAddress) Object.assign(row, await this.pauseOfAddress(row.emailAddress));
    try {
      return await this.accounts.insert({ ...row, isDefault: !hasDefault });
    } catch (err) {
      // Another request made a default in between: this one is not.
      if (!hasDefault && isUniqueViolation(err)) {
        return this.accounts.insert({ ...row, isDefault: false });
      }
      throw err;
    }
  }

  /** The pause state the address's other accounts hold, for a new account of it. */
  private async pauseOfAddress(address: string): Promise<AddressPause | null> {
    return this.accounts.pauseOfAddress(address);
  }

  private withSecrets(userId: string): Promise<MailAccountEntity[]> {
    return this.accounts.listWithSecrets(userId);
  }

  private openGmail(account: MailAccountEntity): GmailCredentials {
    return JSON.parse(
      this.secrets.open(account.secretCiphertext, secretContext('gmail', account.userId)),
    ) as GmailCredentials;
  }

  /**
   * Asks Google now whether the send-only grant still stands (a token refresh), marking the account for reconnecting
   * when it does not: Google withdrew the headers grant, and a user who removed the app at Google removed both.
   */
  async recheckGmailSending(userId: string, accountId: string): Promise<void> {
    const account = (await this.withSecrets(userId)).find((a) => a.id === accountId && a.provider === 'gmail');
    if (account && !account.needsReauth && this.oauth.configured) await this.refreshIfExpired(account, true);
  }

  /** Renews an access token already past its expiry, so the status tells the truth before the user tries to send. */
  private async refreshIfExpired(account: MailAccountEntity, evenIfFresh = false): Promise<void> {
    let credentials: GmailCredentials;
    try {
      credentials = this.openGmail(account);
    } catch {
      await this.markNeedsReauth(account);
      return;
    }
    if (!evenIfFresh && (credentials.expiryDate === null || credentials.expiryDate > this.clock.now().getTime())) {
      return;
    }
    try {
      await this.saveGmailCredentials(account, await this.oauth.refresh(credentials));
    } catch (err) {
      if (err instanceof MailProviderError && err.reason === 'reauth') {
        await this.markNeedsReauth(account);
        return;
      }
      this.logger.warn({ accountId: account.id, reason: (err as Error).message }, 'Gmail token refresh failed');
    }
  }
}

/** Additional data of a secret: its kind and owner, so a ciphertext moved to another row does not open. */
function secretContext(provider: MailAccountEntity['provider'] | 'imap' | 'gmail-metadata', userId: string): string {
  return `mail_accounts:${provider}:${userId}`;
}
