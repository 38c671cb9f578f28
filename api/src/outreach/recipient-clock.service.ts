import { Injectable } from '@nestjs/common';
import { SearchService } from '../search/search.service.js';
import { recipientClockOf, type RecipientClock } from './recipient-zone.js';

/** The recipient's clock of an email: from the stored job's location, else the location the client gave. */
@Injectable()
export class RecipientClockService {
  constructor(private readonly search: SearchService) {}

  async forJob(jobUrl: string | null | undefined, jobLocation?: string | null): Promise<RecipientClock | null> {
    const stored = jobUrl ? await this.search.storedJobLocation(jobUrl) : null;
    return recipientClockOf(stored ?? jobLocation);
  }
}
