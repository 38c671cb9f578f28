import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SiteHealthCheckEntity } from './site-health-check.entity.js';

/** The site_health_checks table's SQL: one row per canary run. */
@Injectable()
export class SiteHealthChecksRepository {
  constructor(@InjectRepository(SiteHealthCheckEntity) private readonly checks: Repository<SiteHealthCheckEntity>) {}

  insert(
    fields: Pick<
      SiteHealthCheckEntity,
      'startedAt' | 'finishedAt' | 'keywords' | 'location' | 'status' | 'message' | 'pages'
    >,
  ): Promise<SiteHealthCheckEntity> {
    return this.checks.save(this.checks.create(fields));
  }

  /** The last `count` runs, newest first. */
  latest(count: number): Promise<SiteHealthCheckEntity[]> {
    return this.checks.find({ order: { startedAt: 'DESC' }, take: count });
  }
}
