import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { JobEntity } from '../jobs/job.entity.js';

/** A job as upserted (TypeORM's own partial type). */
type JobRow = Parameters<Repository<JobEntity>['upsert']>[0];
/** The columns an update may set. */
type JobFields = Parameters<Repository<JobEntity>['update']>[1];

/**
 * The jobs rows as search stores and reads them (the jobs room owns the table; search and enrichment both write it):
 * by site job id, id or link, upserted by site job id.
 */
@Injectable()
export class SearchJobsRepository {
  constructor(@InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>) {}

  /** The job stored for a site job id, or null. */
  bySiteId(siteJobId: string): Promise<JobEntity | null> {
    return this.jobs.findOneBy({ siteJobId });
  }

  /** The job stored for a site job id; throws when there is none. */
  bySiteIdOrFail(siteJobId: string): Promise<JobEntity> {
    return this.jobs.findOneByOrFail({ siteJobId });
  }

  /** The jobs stored for these site job ids. */
  bySiteIds(siteJobIds: string[]): Promise<JobEntity[]> {
    return this.jobs.findBy({ siteJobId: In(siteJobIds) });
  }

  /** The stored jobs by id. */
  byIds(ids: string[]): Promise<JobEntity[]> {
    return this.jobs.findBy({ id: In(ids) });
  }

  /** The id and location of the job stored under this link, or null. */
  locationByLink(link: string): Promise<Pick<JobEntity, 'id' | 'location'> | null> {
    return this.jobs.findOne({ where: { link }, select: { id: true, location: true } });
  }

  /** Inserts the job, or updates the one of its site job id. */
  async upsert(row: JobRow): Promise<void> {
    await this.jobs.upsert(row, { conflictPaths: ['siteJobId'] });
  }

  /** Inserts listing cards' jobs, or updates those of their site job ids where a value changed. */
  async upsertCards(rows: JobRow): Promise<void> {
    await this.jobs.upsert(rows, { conflictPaths: ['siteJobId'], skipUpdateIfNoValuesChanged: true });
  }

  /** Sets `fields` on the job `id`. */
  async update(id: string, fields: JobFields): Promise<void> {
    await this.jobs.update({ id }, fields);
  }
}
