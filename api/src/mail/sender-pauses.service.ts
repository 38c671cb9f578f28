import { Injectable, Logger } from '@nestjs/common';
import type { MailAccount } from '@app/types';
import type { Tx } from '../common/transaction.js';
import { ApplicationSendsService } from '../applications/application-sends.service.js';
import { Clock } from '../common/clock.js';
import { NotificationMailer } from '../notifications/notification-mailer.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { MailAccountsRepository } from './mail-accounts.repository.js';
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
    private readonly accounts: MailAccountsRepository,
    private readonly sends: ApplicationSendsService,
    private readonly users: UsersService,
    private readonly mailer: NotificationMailer,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The reason the address is paused, or null while it may send (`tx`: inside the caller's transaction). */
  async pausedBecause(address: string, tx?: Tx): Promise<string | null> {
    return this.accounts.pauseReason(address, tx);
  }

  /** Every paused address, lower-cased (the outbox leaves their emails waiting). */
  async pausedAddresses(): Promise<string[]> {
    return this.accounts.pausedAddresses();
  }

  /**
   * After a hard bounce from `address`: pauses it when the rule says so (under the address's sending lock, so no
   * email is claimed in between), then notifies each user of the address once. Only the call that starts the pause
   * notifies: the accounts already paused are left as they are.
   */
  async checkAfterBounce(address: string): Promise<void> {
    const paused = await this.accounts.transaction(async (tx) => {
      await this.sends.lockSender(tx, address);
      if ((await this.pausedBecause(address, tx)) !== null) return null;
      const reason = pauseReason(await this.recentBounces(tx, address));
      if (!reason) return null;
      const userIds = await this.accounts.pauseAddress(tx, address, this.clock.now(), reason);
      return { reason, userIds: [...new Set(userIds)] };
    });
    if (!paused) return;
    this.logger.warn(`Sending paused for an address: ${paused.reason}`);
    for (const userId of paused.userIds) await this.notify(userId, address, paused.reason);
  }

  /** The user's account's address sends again: its pause is cleared, and bounces count from now. 404 if not theirs. */
  async resume(userId: string, accountId: string): Promise<MailAccount> {
    const account = await this.accounts.findOwned(accountId, userId);
    if (!account) throw new MailAccountNotFoundError();
    await this.accounts.transaction(async (tx) => {
      await this.sends.lockSender(tx, account.emailAddress);
      await this.accounts.resumeAddress(tx, account.emailAddress, this.clock.now());
    });
    return toMailAccount(await this.accounts.findByIdOrFail(accountId));
  }

  /** Whether each of the latest emails that left the address since its last resume hard-bounced, newest first. */
  private recentBounces(tx: Tx, address: string): Promise<boolean[]> {
    return this.accounts.recentBounces(tx, address, SENDER_PROTECTION_LOOKBACK);
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
