import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { DATABASE_URL } from './database/database.tokens.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { AuthModule } from './auth/auth.module.js';
import { HealthModule } from './health/health.module.js';
import { QueueModule } from './queue/queue.module.js';
import { CompaniesModule } from './companies/companies.module.js';
import { CompaniesService } from './companies/companies.service.js';
import { COMPANY_WEBSITES, type CompanyWebsites } from './enrichment/company-websites.js';
import { SearchModule } from './search/search.module.js';
import { ResumeModule } from './resume/resume.module.js';
import { ComposeModule } from './compose/compose.module.js';
import { ApplicationsModule } from './applications/applications.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { MailModule } from './mail/mail.module.js';
import { OutreachModule } from './outreach/outreach.module.js';
import { BillingModule } from './billing/billing.module.js';
import { AccountModule } from './account/account.module.js';
import { AdminModule } from './admin/admin.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { SiteHealthModule } from './site-health/site-health.module.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { ClockModule } from './common/clock.module.js';
import { ROOT_LOGGER } from './common/logging/logger.token.js';
import type { Logger } from 'pino';

/**
 * Config and the database URL are resolved before Nest starts (see bootstrap.ts) and provided globally, as are the
 * interfaces a lower room is given by a higher one (COMPANY_WEBSITES).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)),
        ClockModule,
        MetricsModule,
        QueueModule,
        HealthModule,
        AuthModule,
        RateLimitsModule,
        CompaniesModule,
        SearchModule,
        ResumeModule,
        ComposeModule,
        ApplicationsModule,
        AnalyticsModule,
        SettingsModule,
        MailModule,
        OutreachModule,
        AccountModule,
        AdminModule,
        RetentionModule,
        SiteHealthModule,
        BillingModule,
        NotificationsModule,
        AlertsModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: ROOT_LOGGER, useValue: logger },
        // Enrichment reads company websites without knowing the companies room.
        {
          provide: COMPANY_WEBSITES,
          useFactory: (companies: CompaniesService): CompanyWebsites => companies,
          inject: [CompaniesService],
        },
      ],
      exports: [APP_CONFIG, DATABASE_URL, ROOT_LOGGER, COMPANY_WEBSITES],
    };
  }
}
