import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnrichmentService } from './enrichment.service.js';
import { EmailCheckEntity } from './entities/email-check.entity.js';
import { JobContactEntity } from './entities/job-contact.entity.js';
import { MailDomainEntity } from './entities/mail-domain.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([MailDomainEntity, EmailCheckEntity, JobContactEntity])],
  providers: [EnrichmentService],
  exports: [EnrichmentService],
})
export class EnrichmentModule {}
