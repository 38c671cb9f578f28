import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { JobsSiteModule } from '../jobs-site/jobs-site.module.js';
import { EnrichmentModule } from '../enrichment/enrichment.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { ResumeModule } from '../resume/resume.module.js';
import { JobEntity } from '../jobs/job.entity.js';
import { SearchRequestEntity } from './entities/search-request.entity.js';
import { SearchResultEntity } from './entities/search-result.entity.js';
import { SearchPipeline } from './pipeline/search-pipeline.js';
import { SearchController } from './search.controller.js';
import { ContactsController } from './contacts.controller.js';
import { JobLookupService } from './job-lookup.service.js';
import { SearchQueue } from './search.queue.js';
import { SearchRequestsRepository } from './search-requests.repository.js';
import { SearchJobsRepository } from './search-jobs.repository.js';
import { SearchResultsRepository } from './search-results.repository.js';
import { SearchRunEvents } from './search-run-events.js';
import { SearchService } from './search.service.js';
import { SearchResultsService } from './search-results.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([SearchRequestEntity, SearchResultEntity, JobEntity]),
    EnrichmentModule,
    PlansModule,
    JobsSiteModule,
    CompaniesModule,
    AuthModule,
    ApplicationsModule,
    ResumeModule,
  ],
  controllers: [SearchController, ContactsController],
  providers: [
    SearchService,
    SearchResultsService,
    SearchRequestsRepository,
    SearchResultsRepository,
    SearchJobsRepository,
    SearchPipeline,
    SearchQueue,
    SearchRunEvents,
    JobLookupService,
  ],
  exports: [SearchService, SearchRunEvents],
})
export class SearchModule {}
