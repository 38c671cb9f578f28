import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { JobContactFilter } from '@app/types';
import { In, Repository, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { JobContactEntity } from './entities/job-contact.entity.js';

// A contact someone can write to, on the joined contact `c`; :seesPro is whether the viewer may see discovered (Pro)
// contacts, :publicSources the sources a posting shows itself (the plan rule, in SQL so pages filter and count there).
const REACHABLE = `(c.email IS NOT NULL AND c.status IN ('valid', 'catch-all'))`;
const VISIBLE = `(c.source IN (:...publicSources) OR :seesPro)`;
const CONTACT_FILTERS: Record<JobContactFilter, string | null> = {
  any: null,
  valid: REACHABLE,
  // A locked contact's verdict is one of its fields: a Free viewer's "verified" only counts what they may see.
  verified: `(${REACHABLE} AND c.status = 'valid' AND ${VISIBLE})`,
  none: `NOT coalesce(${REACHABLE}, false)`,
};
/** The joined contact's address as the viewer's card shows it: reachable and visible to them, else null. */
const SHOWN_EMAIL = `CASE WHEN ${REACHABLE} AND ${VISIBLE} THEN c.email END`;

/** The job_contacts rows as other rooms read them (through JobContactsService): by job, or joined into a query. */
@Injectable()
export class JobContactsRepository {
  constructor(@InjectRepository(JobContactEntity) private readonly contacts: Repository<JobContactEntity>) {}

  /** The contact of the job, or null. */
  findByJob(jobId: string): Promise<JobContactEntity | null> {
    return this.contacts.findOneBy({ jobId });
  }

  /** The contacts of these jobs (jobs without one have none). */
  findByJobs(jobIds: readonly string[]): Promise<JobContactEntity[]> {
    return this.contacts.findBy({ jobId: In([...jobIds]) });
  }

  /**
   * Left-joins each row's contact as `c` (on `jobIdColumn`) and keeps the rows whose contact passes `filter`: any,
   * reachable (valid), verified and visible to the viewer, or none reachable. The caller sets :seesPro and
   * :publicSources.
   */
  /** SQL for the address the viewer is shown of the contact `c` that filterByContact joined (null when none). */
  readonly shownEmail = SHOWN_EMAIL;

  filterByContact<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    jobIdColumn: string,
    filter: JobContactFilter,
  ): SelectQueryBuilder<T> {
    const joined = qb.leftJoin(JobContactEntity, 'c', `c.job_id = ${jobIdColumn}`);
    const condition = CONTACT_FILTERS[filter];
    return condition ? joined.andWhere(condition) : joined;
  }
}
