import { Injectable } from '@nestjs/common';
import type { JobContactFilter } from '@app/types';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { JobContactEntity } from './entities/job-contact.entity.js';
import { JobContactsRepository } from './job-contacts.repository.js';

/** The contact found for each job (job_contacts), as other rooms read it: by job, or joined into their query. */
@Injectable()
export class JobContactsService {
  constructor(private readonly contacts: JobContactsRepository) {}

  async contactOf(jobId: string): Promise<JobContactEntity | undefined> {
    return (await this.contacts.findByJob(jobId)) ?? undefined;
  }

  /** The contacts of these jobs, by job id (jobs without one are absent). */
  async contactsOf(jobIds: readonly string[]): Promise<Map<string, JobContactEntity>> {
    if (!jobIds.length) return new Map();
    const rows = await this.contacts.findByJobs(jobIds);
    return new Map(rows.map((c) => [c.jobId, c]));
  }

  /** SQL for the address the viewer is shown of the contact `c` that filterByContact joined (null when none). */
  get shownEmail(): string {
    return this.contacts.shownEmail;
  }

  /**
   * Left-joins each row's contact as `c` (on `jobIdColumn`) and keeps the rows whose contact passes `filter`: any,
   * reachable (valid), verified and visible to the viewer, or none reachable. The caller sets :seesPro and
   * :publicSources.
   */
  filterByContact<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    jobIdColumn: string,
    filter: JobContactFilter,
  ): SelectQueryBuilder<T> {
    return this.contacts.filterByContact(qb, jobIdColumn, filter);
  }
}
