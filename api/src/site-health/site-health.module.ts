import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { JobsSiteModule } from '../jobs-site/jobs-site.module.js';
import { SiteCanarySchedule } from './site-canary.schedule.js';
import { SiteCanaryService } from './site-canary.service.js';
import { SiteHealthCheckEntity } from './site-health-check.entity.js';
import { SiteHealthChecksRepository } from './site-health-checks.repository.js';
import { SiteHealthController } from './site-health.controller.js';

/** The site canary (daily, SITE_CANARY_CRON) and staff's "site health" (GET/POST /api/admin/site-health). */
@Module({
  imports: [TypeOrmModule.forFeature([SiteHealthCheckEntity]), JobsSiteModule, AuthModule],
  controllers: [SiteHealthController],
  providers: [SiteHealthChecksRepository, SiteCanaryService, SiteCanarySchedule],
})
export class SiteHealthModule {}
