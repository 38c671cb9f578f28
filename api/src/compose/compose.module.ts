import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { CompanyEntity } from '../companies/company.entity.js';
import { ResumeModule } from '../resume/resume.module.js';
import { JobEntity } from '../search/entities/job.entity.js';
import { ComposeController } from './compose.controller.js';
import { ComposeService } from './compose.service.js';
import { GroundingService } from './grounding/grounding.service.js';
import { LlmClaimLister } from './grounding/model/llm-claim-lister.js';
import { LlmEmailWriter } from './llm-email-writer.js';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, CompanyEntity]), ResumeModule, CompaniesModule, AuthModule],
  controllers: [ComposeController],
  providers: [ComposeService, LlmEmailWriter, LlmClaimLister, GroundingService],
  exports: [ComposeService],
})
export class ComposeModule {}
