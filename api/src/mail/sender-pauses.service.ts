import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { MailAccount } from '@app/types';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { ApplicationSendsService } from '../applications/application-sends.service.js';
import { Clock } from '../common/clock.js';
import { NotificationMailer } from '../notifications/notification-mailer.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { MailAccountEntity } from './mail-account.entity.js';
import { toMailAccount } from './mail-accounts.service.js';
import { MailAccountNotFoundError } from './mail.errors.js';
import { SENDER_PROTECTION_LOOKBACK, pauseReason } from './sender-protection.js';
import { senderPausedEmail } from './sender-paused-email.js';

/**
 * Sender protection, per address (lower-cased From, every user and account that sends from it, like the daily
 * limit): when a hard bounce is recorded and the address's hard bounces reach 3 of its last 20 emails or 5 of its
 * last 100 (since the last resume), every account of the address is paused with the reason, and each of their
 * users gets one notification email. While paused the outbox and follow-ups wait and direct sends are refused (409
 * `sender_paused`); the user resumes by hand.
 */
@Injectable()
export class SenderPausesService {
  private readonly logger = new Logger(SenderPausesService.name);

  constructor(
    @InjectRepository(MailAccountEntity) private readonly accounts: Repository<MailAccountEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sends: ApplicationSendsService,
    private readonly users: UsersService,
    private readonly mailer: NotificationMailer,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The reason the address is paused, or null while it may send (`tx`: inside the caller's transaction). */
  async pausedBecause(address: string, tx?: EntityManager): Promise<string | null> {
    const rows = await (tx ?? this.dataSource.manager).query<{ reason: string }[]>(
      `SELECT sending_pause_reason AS reason FROM mail_accounts
        WHERE lower(email_address) = lower($1) AND sending_paused_at IS NOT NULL LIMIT 1`,
      [address],
    );
    return rows[0]?.reason ?? null;
  }

  /** Every paused address, lower-cased (the outbox leaves their emails waiting). */
  async pausedAddresses(): Promise<string[]> {
    const rows = await this.dataSource.query<{ address: string }[]>(
      `SELECT DISTINCT lower(email_address) AS address FROM mail_accounts WHERE sending_paused_at IS NOT NULL`,
    );
    return rows.map((r) => r.address);
  }

  /**
   * After a hard bounce from `address`: pauses it when the rule says so (under the address's sending lock, so no
   * email is claimed in between), then notifies each user of the address once. Only the call that starts the pause
   * notifies: the accounts already paused are left as they are.
   */
  async checkAfterBounce(address: string): Promise<void> {
    const paused = await this.dataSource.transaction(async (tx) => {
      await this.sends.lockSender(tx, address);
      if ((await this.pausedBecause(address, tx)) !== null) return null;
      const reason = pauseReason(await this.recentBounces(tx, address));
      if (!reason) return null;
      const rows = await tx.query<[{ user_id: string }[], number]>(
        `UPDATE mail_accounts SET sending_paused_at = $2, sending_pause_reason = $3
          WHERE lower(email_address) = lower($1) AND sending_paused_at IS NULL RETURNING user_id`,
        [address, this.clock.now(), reason],
      );
      return { reason, userIds: [...new Set(rows[0].map((r) => r.user_id))] };
    });
    if (!paused) return;
    this.logger.warn(`Sending paused for an address: ${paused.reason}`);
    for (const userId of paused.userIds) await this.notify(userId, address, paused.reason);
  }

  /** The user's account's address sends again: its pause is cleared, and bounces count from now. 404 if not theirs. */
  async resume(userId: string, accountId: string): Promise<MailAccount> {
    const account = await this.accounts.findOneBy({ id: accountId, userId });
    if (!account) throw new MailAccountNotFoundError();
    await this.dataSource.transaction(async (tx) => {
      await this.sends.lockSender(tx, account.emailAddress);
      await tx.query(
        `UPDATE mail_accounts SET sending_paused_at = NULL, sending_pause_reason = NULL, sending_resumed_at = $2
          WHERE lower(email_address) = lower($1)`,
        [account.emailAddress, this.clock.now()],
      );
    });
    return toMailAccount(await this.accounts.findOneByOrFail({ id: accountId }));
  }

  /** Whether each of the latest emails that left the address since its last resume hard-bounced, newest first. */
  private async recentBounces(tx: EntityManager, address: string): Promise<boolean[]> {
    const rows = await tx.query<{ bounced: boolean }[]>(
      `SELECT a.status = 'bounced' AS bounced FROM email_applications a
        WHERE lower(a.from_address) = lower($1) AND a.status IN ('sent', 'sending', 'unknown', 'bounced')
          AND coalesce(a.sent_at, a.attempted_at) > coalesce(
            (SELECT max(m.sending_resumed_at) FROM mail_accounts m WHERE lower(m.email_address) = lower($1)),
            '-infinity')
        ORDER BY coalesce(a.sent_at, a.attempted_at) DESC LIMIT $2`,
      [address, SENDER_PROTECTION_LOOKBACK],
    );
    return rows.map((r) => r.bounced);
  }

  /** The one email of this pause; a failure is logged, never retried (the banners say it too). */
  private async notify(userId: string, address: string, reason: string): Promise<void> {
    if (!this.mailer.available) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    try {
      await this.mailer.send({
        to: user.email,
        ...senderPausedEmail({ firstName: user.firstName, address, reason, appUrl: this.notifications.appUrl }),
        unsubscribeUrl: this.notifications.unsubscribeUrl(userId),
      });
    } catch (err) {
      this.logger.warn(`The sending-paused email was not sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
