import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Repository } from 'typeorm';
import { ContactRecheckEntity } from './entities/contact-recheck.entity.js';
import { EmailCheckEntity } from './entities/email-check.entity.js';
import { JobContactEntity } from './entities/job-contact.entity.js';
import { MailDomainEntity } from './entities/mail-domain.entity.js';

/** An address's verdict as cached (TypeORM's own partial type). */
type EmailCheckRow = Parameters<Repository<EmailCheckEntity>['upsert']>[0];
/** A domain's facts as cached. */
type MailDomainRow = Parameters<Repository<MailDomainEntity>['upsert']>[0];

/**
 * The enrichment room's tables as EnrichmentService writes and reads them: the verdict cache (email_checks), the
 * domain cache (mail_domains), the jobs' contacts (job_contacts) and the rechecks a greylisting server leaves
 * (contact_rechecks). What goes together is written in one transaction here, in the order it always was.
 */
@Injectable()
export class EnrichmentRepository {
  constructor(
    @InjectRepository(MailDomainEntity) private readonly domains: Repository<MailDomainEntity>,
    @InjectRepository(EmailCheckEntity) private readonly checks: Repository<EmailCheckEntity>,
    @InjectRepository(JobContactEntity) private readonly contacts: Repository<JobContactEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Writes the jobs' contacts (one per job). */
  async upsertContacts(rows: Partial<JobContactEntity>[]): Promise<void> {
    await this.contacts.upsert(rows, { conflictPaths: ['jobId'] });
  }

  /** The contacts of these jobs. */
  contactsOfJobs(jobIds: string[]): Promise<JobContactEntity[]> {
    return this.contacts.findBy({ jobId: In(jobIds) });
  }

  /**
   * A hard bounce of `email` (at `domain`), in one transaction: its cached verdict becomes `check`, every contact
   * showing it is invalid, and when it was a pattern's guess the domain's learned pattern is forgotten.
   */
  async markBounced(email: string, domain: string, check: EmailCheckRow): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.getRepository(EmailCheckEntity).upsert(check, { conflictPaths: ['address'] });
      const guessed = await tx.getRepository(JobContactEntity).existsBy({ email, source: In(['poster', 'provider']) });
      await tx.getRepository(JobContactEntity).update({ email }, { status: 'invalid' });
      if (guessed) await tx.getRepository(MailDomainEntity).update({ domain }, { emailPattern: null });
    });
  }

  /**
   * Writes a domain's rows and, in the same transaction, its recheck: due at `retry.dueAt()` with its probe when the
   * server greylisted, else the lease `owner` held released.
   */
  async land(
    domain: string,
    rows: Partial<JobContactEntity>[],
    retry: { dueAt: () => Date; probe: string | null } | null,
    owner: string | null,
  ): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      if (rows.length) await tx.upsert(JobContactEntity, rows, { conflictPaths: ['jobId'] });
      if (retry) {
        await this.dueRecheck(tx, domain, retry.dueAt(), retry.probe);
      } else if (owner) {
        await tx.delete(ContactRecheckEntity, { domain, claimedBy: owner });
      }
    });
  }

  /** The rows (saying `verifying`) and the domain's recheck held by `owner` until `leaseUntil()`, in one transaction. */
  async markVerifying(
    domain: string,
    rows: Partial<JobContactEntity>[],
    leaseUntil: () => Date,
    owner: string,
  ): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.upsert(JobContactEntity, rows, { conflictPaths: ['jobId'] });
      await tx.query(
        `INSERT INTO contact_rechecks (domain, due_at, claimed_by) VALUES ($1, $2, $3)
         ON CONFLICT (domain) DO UPDATE SET due_at = GREATEST(contact_rechecks.due_at, EXCLUDED.due_at),
                                            claimed_by = EXCLUDED.claimed_by`,
        [domain, leaseUntil(), owner],
      );
    });
  }

  /** The cached verdicts of these addresses. */
  cachedChecks(addresses: string[]): Promise<EmailCheckEntity[]> {
    return this.checks.findBy({ address: In(addresses) });
  }

  /** Caches verdicts (one per address). */
  async saveChecks(rows: EmailCheckRow): Promise<void> {
    await this.checks.upsert(rows, { conflictPaths: ['address'] });
  }

  /** The cached facts of a mail domain, or null. */
  domain(domain: string): Promise<MailDomainEntity | null> {
    return this.domains.findOneBy({ domain });
  }

  /** Caches a mail domain's facts. */
  async saveDomain(row: MailDomainRow): Promise<void> {
    await this.domains.upsert(row, { conflictPaths: ['domain'] });
  }

  /** A recheck of the domain, due at `dueAt` (the earlier of two), free for any worker to take. */
  private async dueRecheck(tx: EntityManager, domain: string, dueAt: Date, probe: string | null): Promise<void> {
    await tx.query(
      `INSERT INTO contact_rechecks (domain, due_at, probe) VALUES ($1, $2, $3)
       ON CONFLICT (domain) DO UPDATE SET due_at = LEAST(contact_rechecks.due_at, EXCLUDED.due_at),
                                          probe = coalesce(EXCLUDED.probe, contact_rechecks.probe),
                                          claimed_by = NULL`,
      [domain, dueAt, probe],
    );
  }
}
