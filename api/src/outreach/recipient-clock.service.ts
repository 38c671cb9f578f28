import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobEntity } from '../search/entities/job.entity.js';
import { recipientClockOf, type RecipientClock } from './recipient-zone.js';

/** The recipient's clock of an email: from the stored job's location, else the location the client gave. */
@Injectable()
export class RecipientClockService {
  constructor(@InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>) {}

  async forJob(jobUrl: string | null | undefined, jobLocation?: string | null): Promise<RecipientClock | null> {
    const stored = jobUrl
      ? await this.jobs.findOne({ where: { link: jobUrl }, select: { id: true, location: true } })
      : null;
    return recipientClockOf(stored?.location ?? jobLocation);
  }
}
