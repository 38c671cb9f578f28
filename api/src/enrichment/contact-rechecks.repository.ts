import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { JobEntity } from '../jobs/job.entity.js';
import { ContactRecheckEntity } from './entities/contact-recheck.entity.js';
import { JobContactEntity } from './entities/job-contact.entity.js';

/** A due domain as a sweep leases it. */
export interface ClaimedRecheck {
  domain: string;
  attempts: number;
  probe: string | null;
}

/**
 * The contact_rechecks rows (and the `verifying` contacts and jobs they stand for) as ContactRechecks sweeps them:
 * adopting orphans, leasing due domains (SKIP LOCKED, so sweepers in several processes never share one), dropping a
 * recheck that has nothing left, and giving up on a domain in one transaction.
 */
@Injectable()
export class ContactRechecksRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(JobContactEntity) private readonly contacts: Repository<JobContactEntity>,
    @InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>,
  ) {}

  /** Adds a recheck, due at `now`, for each domain with `verifying` contacts found before `foundBefore` and none. */
  async adoptOrphans(now: Date, foundBefore: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO contact_rechecks (domain, due_at)
       SELECT DISTINCT c.mail_domain, $1::timestamptz FROM job_contacts c
        WHERE c.status = 'verifying' AND c.mail_domain IS NOT NULL AND c.found_at < $2
          AND NOT EXISTS (SELECT 1 FROM contact_rechecks r WHERE r.domain = c.mail_domain)
       ON CONFLICT (domain) DO NOTHING`,
      [now, foundBefore],
    );
  }

  /** Leases up to `limit` domains due at `now` to `owner` until `leaseUntil`, their attempts counted. */
  async claimDue(now: Date, leaseUntil: Date, owner: string, limit: number): Promise<ClaimedRecheck[]> {
    const [rows] = await this.dataSource.query<[ClaimedRecheck[], number]>(
      `UPDATE contact_rechecks r
          SET due_at = $2, claimed_by = $3, attempts = r.attempts + 1
        WHERE r.domain IN (
          SELECT domain FROM contact_rechecks WHERE due_at <= $1 ORDER BY due_at LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING r.domain, r.attempts, r.probe`,
      [now, leaseUntil, owner, limit],
    );
    return rows;
  }

  /** The contacts of the domain still waiting for a verdict. */
  verifyingContacts(domain: string): Promise<JobContactEntity[]> {
    return this.contacts.findBy({ mailDomain: domain, status: 'verifying' });
  }

  /** The jobs by id. */
  jobsByIds(ids: string[]): Promise<JobEntity[]> {
    return this.jobs.findBy({ id: In(ids) });
  }

  /** Removes the domain's recheck while `owner` still holds it. */
  async drop(domain: string, owner: string): Promise<void> {
    await this.dataSource.getRepository(ContactRecheckEntity).delete({ domain, claimedBy: owner });
  }

  /** Leaves the domain's `verifying` contacts `unknown` (found at `now`) and removes its recheck, in one transaction. */
  async giveUp(domain: string, owner: string, now: () => Date): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.update(
        JobContactEntity,
        { mailDomain: domain, status: 'verifying' },
        { status: 'unknown', foundAt: now() },
      );
      await tx.delete(ContactRecheckEntity, { domain, claimedBy: owner });
    });
  }
}
