import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobEntity } from '../jobs/job.entity.js';
import { ContactRechecks } from './contact-rechecks.js';
import { EnrichmentService } from './enrichment.service.js';
import { JobContactsService } from './job-contacts.service.js';
import { ContactRecheckEntity } from './entities/contact-recheck.entity.js';
import { EmailCheckEntity } from './entities/email-check.entity.js';
import { JobContactEntity } from './entities/job-contact.entity.js';
import { MailDomainEntity } from './entities/mail-domain.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([MailDomainEntity, EmailCheckEntity, JobContactEntity, ContactRecheckEntity, JobEntity]),
  ],
  providers: [EnrichmentService, ContactRechecks, JobContactsService],
  exports: [EnrichmentService, ContactRechecks, JobContactsService],
})
export class EnrichmentModule {}
