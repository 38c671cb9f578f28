import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobEntity } from '../jobs/job.entity.js';
import { ContactRechecks } from './contact-rechecks.js';
import { ContactRechecksRepository } from './contact-rechecks.repository.js';
import { EnrichmentRepository } from './enrichment.repository.js';
import { EnrichmentService } from './enrichment.service.js';
import { JobContactsRepository } from './job-contacts.repository.js';
import { JobContactsService } from './job-contacts.service.js';
import { ContactRecheckEntity } from './entities/contact-recheck.entity.js';
import { EmailCheckEntity } from './entities/email-check.entity.js';
import { JobContactEntity } from './entities/job-contact.entity.js';
import { MailDomainEntity } from './entities/mail-domain.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([MailDomainEntity, EmailCheckEntity, JobContactEntity, ContactRecheckEntity, JobEntity]),
  ],
  providers: [
    EnrichmentService,
    EnrichmentRepository,
    ContactRechecks,
    JobContactsService,
    JobContactsRepository,
    ContactRechecksRepository,
  ],
  exports: [EnrichmentService, ContactRechecks, JobContactsService],
})
export class EnrichmentModule {}
