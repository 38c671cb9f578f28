import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EmailApplication, EmailApplicationsQuery, MarkOutcomeRequest } from '@app/types';
import { Brackets, Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { EmailApplicationEntity } from './email-application.entity.js';
import { toEmailApplication } from './email-application.mapper.js';

/** The most a list answers; the page searches and filters on the server, so this is a lot of history. */
const LIST_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ApplicationNotFoundError extends DomainError {
  constructor() {
    super(404, 'application_not_found', 'That application was not found.');
  }
}

/** What the user sent: listed, opened and marked with what came of it. Sending itself lives in mail/. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectRepository(EmailApplicationEntity) private readonly applications: Repository<EmailApplicationEntity>,
  ) {}

  async list(userId: string, query: EmailApplicationsQuery = {}): Promise<EmailApplication[]> {
    const qb = this.applications
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .andWhere(`a.status = 'sent'`)
      .orderBy('a.sent_at', 'DESC')
      .take(LIST_LIMIT);
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        new Brackets((w) => {
          for (const column of ['job_title', 'company_name', 'company_email', 'email_subject']) {
            w.orWhere(`a.${column} ILIKE :like`, { like });
          }
        }),
      );
    }
    if (query.outcome === 'none') qb.andWhere('a.outcome IS NULL');
    else if (query.outcome) qb.andWhere('a.outcome = :outcome', { outcome: query.outcome });
    return (await qb.getMany()).map(toEmailApplication);
  }

  async get(userId: string, id: string): Promise<EmailApplication> {
    return toEmailApplication(await this.owned(userId, id));
  }

  async markOutcome(userId: string, id: string, { outcome }: MarkOutcomeRequest): Promise<EmailApplication> {
    const row = await this.owned(userId, id);
    if (row.outcome !== outcome) {
      row.outcome = outcome;
      row.outcomeAt = outcome ? new Date() : null;
      await this.applications.update({ id: row.id }, { outcome: row.outcome, outcomeAt: row.outcomeAt });
    }
    return toEmailApplication(row);
  }

  countSent(userId: string): Promise<number> {
    return this.applications.countBy({ userId, status: 'sent' });
  }

  private async owned(userId: string, id: string): Promise<EmailApplicationEntity> {
    const row = UUID.test(id) ? await this.applications.findOneBy({ id, userId, status: 'sent' }) : null;
    if (!row) throw new ApplicationNotFoundError();
    return row;
  }
}
