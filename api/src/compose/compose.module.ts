import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { ResumeModule } from '../resume/resume.module.js';
import { SearchModule } from '../search/search.module.js';
import { ComposeController } from './compose.controller.js';
import { ComposeService } from './compose.service.js';
import { GroundingService } from './grounding/grounding.service.js';
import { LlmClaimLister } from './grounding/model/llm-claim-lister.js';
import { LlmEmailWriter } from './llm-email-writer.js';

@Module({
  imports: [ResumeModule, CompaniesModule, SearchModule, AuthModule],
  controllers: [ComposeController],
  providers: [ComposeService, LlmEmailWriter, LlmClaimLister, GroundingService],
  exports: [ComposeService],
})
export class ComposeModule {}
