import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere, Repository } from 'typeorm';
import { managerOf, type Tx, txOf } from '../common/transaction.js';
import { MailAccountEntity } from './mail-account.entity.js';

/** The columns an update may set (TypeORM's own partial type). */
type MailAccountFields = Parameters<Repository<MailAccountEntity>['update']>[1];
/** An address's pause state, as a new account of it inherits it. */
export type AddressPause = Pick<MailAccountEntity, 'sendingPausedAt' | 'sendingPauseReason' | 'sendingResumedAt'>;

/**
 * The mail_accounts rows: the one door of the mail room to its table (and to the sending history that sender
 * protection counts). Services decide; this says how it is read and written. A method given `tx` runs inside the
 * caller's transaction (`transaction` opens one), so locks taken there hold for it.
 */
@Injectable()
export class MailAccountsRepository {
  constructor(
    @InjectRepository(MailAccountEntity) private readonly accounts: Repository<MailAccountEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** The account `id` when it is `userId`'s, else null. */
  findOwned(id: string, userId: string): Promise<MailAccountEntity | null> {
    return this.accounts.findOneBy({ id, userId });
  }

  /** The account `id`; throws when it is gone. */
  findByIdOrFail(id: string): Promise<MailAccountEntity> {
    return this.accounts.findOneByOrFail({ id });
  }

  /** The user's accounts, oldest first (secrets left out). */
  listOf(userId: string): Promise<MailAccountEntity[]> {
    return this.accounts.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** The user's accounts with their sealed send secret, oldest first. */
  listWithSecrets(userId: string): Promise<MailAccountEntity[]> {
    return this.accounts
      .createQueryBuilder('a')
      .addSelect('a.secretCiphertext')
      .where('a.userId = :userId', { userId })
      .orderBy('a.createdAt', 'ASC')
      .getMany();
  }

  /** The user's account `accountId` with its sealed IMAP secret, or null. */
  findWithImapSecret(userId: string, accountId: string): Promise<MailAccountEntity | null> {
    return this.accounts
      .createQueryBuilder('a')
      .addSelect('a.imapSecretCiphertext')
      .where('a.userId = :userId AND a.id = :accountId', { userId, accountId })
      .getOne();
  }

  /** The user's SMTP account of the address (any case), or null. */
  findSmtp(userId: string, emailAddress: string): Promise<MailAccountEntity | null> {
    return this.accounts
      .createQueryBuilder('a')
      .where('a.userId = :userId AND a.provider = :provider AND lower(a.emailAddress) = lower(:emailAddress)', {
        userId,
        provider: 'smtp',
        emailAddress,
      })
      .getOne();
  }

  /** The user's Gmail account, or null. */
  findGmail(userId: string): Promise<MailAccountEntity | null> {
    return this.accounts.findOneBy({ userId, provider: 'gmail' });
  }

  /** The user's Gmail account `accountId` with reply detection on, with its sealed headers grant; or null. */
  findGmailReplies(userId: string, accountId: string): Promise<MailAccountEntity | null> {
    return this.accounts
      .createQueryBuilder('a')
      .addSelect('a.gmailMetadataCiphertext')
      .where('a.userId = :userId AND a.id = :accountId AND a.provider = :provider AND a.gmailMetadata', {
        userId,
        accountId,
        provider: 'gmail',
      })
      .getOne();
  }

  /** Sets `fields` on the accounts that match `where`. */
  async update(where: FindOptionsWhere<MailAccountEntity>, fields: MailAccountFields): Promise<void> {
    await this.accounts.update(where, fields);
  }

  /** Whether the user has a default account. */
  hasDefault(userId: string | undefined): Promise<boolean> {
    return this.accounts.exists({ where: { userId, isDefault: true } });
  }

  /** Inserts a new account (the unique index on the default may refuse it: the caller decides what then). */
  insert(row: Partial<MailAccountEntity>): Promise<MailAccountEntity> {
    return this.accounts.save(this.accounts.create(row));
  }

  /** The pause state the address's accounts hold (paused ones first, then the latest resumed), or null. */
  pauseOfAddress(address: string): Promise<AddressPause | null> {
    return this.accounts
      .createQueryBuilder('a')
      .select(['a.sendingPausedAt', 'a.sendingPauseReason', 'a.sendingResumedAt'])
      .where('lower(a.emailAddress) = lower(:address)', { address })
      .orderBy('a.sendingPausedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('a.sendingResumedAt', 'DESC', 'NULLS LAST')
      .getOne();
  }

  /** Makes the user's account `id` their only default, in one transaction; null (nothing changed) when not theirs. */
  async makeDefault(userId: string, id: string): Promise<MailAccountEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(MailAccountEntity);
      const target = await repo.findOneBy({ id, userId });
      if (!target) return null;
      await repo.update({ userId, isDefault: true }, { isDefault: false });
      await repo.update({ id }, { isDefault: true });
      return repo.findOneByOrFail({ id });
    });
  }

  /** Deletes the account; when it was the default, the user's oldest other account becomes it (one transaction). */
  async deleteKeepingADefault(account: MailAccountEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(MailAccountEntity);
      await repo.delete({ id: account.id, userId: account.userId });
      if (!account.isDefault) return;
      const next = await repo.findOne({ where: { userId: account.userId }, order: { createdAt: 'ASC' } });
      if (next) await repo.update({ id: next.id }, { isDefault: true });
    });
  }

  /** The reason the address (any case) is paused, or null while it may send (`tx`: inside the caller's transaction). */
  async pauseReason(address: string, tx?: Tx): Promise<string | null> {
    const rows = await managerOf(tx, this.dataSource.manager).query<{ reason: string }[]>(
      `SELECT sending_pause_reason AS reason FROM mail_accounts
        WHERE lower(email_address) = lower($1) AND sending_paused_at IS NOT NULL LIMIT 1`,
      [address],
    );
    return rows[0]?.reason ?? null;
  }

  /** Every paused address, lower-cased. */
  async pausedAddresses(): Promise<string[]> {
    const rows = await this.dataSource.query<{ address: string }[]>(
      `SELECT DISTINCT lower(email_address) AS address FROM mail_accounts WHERE sending_paused_at IS NOT NULL`,
    );
    return rows.map((r) => r.address);
  }

  /** Pauses every account of the address not paused yet, with `reason`; answers their users (one per account). */
  async pauseAddress(tx: Tx, address: string, now: Date, reason: string): Promise<string[]> {
    const rows = await managerOf(tx).query<[{ user_id: string }[], number]>(
      `UPDATE mail_accounts SET sending_paused_at = $2, sending_pause_reason = $3
        WHERE lower(email_address) = lower($1) AND sending_paused_at IS NULL RETURNING user_id`,
      [address, now, reason],
    );
    return rows[0].map((r) => r.user_id);
  }

  /** Clears the pause of every account of the address; bounces count from `now`. */
  async resumeAddress(tx: Tx, address: string, now: Date): Promise<void> {
    await managerOf(tx).query(
      `UPDATE mail_accounts SET sending_paused_at = NULL, sending_pause_reason = NULL, sending_resumed_at = $2
        WHERE lower(email_address) = lower($1)`,
      [address, now],
    );
  }

  /**
   * Whether each of the latest `limit` emails that left the address since its last resume hard-bounced, newest
   * first (the applications' sending history, read as sender protection counts it).
   */
  async recentBounces(tx: Tx, address: string, limit: number): Promise<boolean[]> {
    const rows = await managerOf(tx).query<{ bounced: boolean }[]>(
      `SELECT a.status = 'bounced' AS bounced FROM email_applications a
        WHERE lower(a.from_address) = lower($1) AND a.status IN ('sent', 'sending', 'unknown', 'bounced')
          AND coalesce(a.sent_at, a.attempted_at) > coalesce(
            (SELECT max(m.sending_resumed_at) FROM mail_accounts m WHERE lower(m.email_address) = lower($1)),
            '-infinity')
        ORDER BY coalesce(a.sent_at, a.attempted_at) DESC LIMIT $2`,
      [address, limit],
    );
    return rows.map((r) => r.bounced);
  }
}
