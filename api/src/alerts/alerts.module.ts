import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { SearchModule } from '../search/search.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { AlertsSchedule } from './alerts.schedule.js';
import { JobAlertDigestsRepository } from './job-alert-digests.repository.js';
import { JobAlertDigestsService } from './job-alert-digests.service.js';
import { SavedSearchRunsService } from './saved-search-runs.service.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** Saved searches that run every morning, mark the jobs no earlier run found as new, and send a daily digest. */
@Module({
  imports: [AuthModule, SearchModule, PlansModule, UsersModule, SettingsModule, NotificationsModule],
  controllers: [SavedSearchesController],
  providers: [
    SavedSearchesRepository,
    JobAlertDigestsRepository,
    SavedSearchesService,
    SavedSearchRunsService,
    JobAlertDigestsService,
    AlertsSchedule,
  ],
  exports: [SavedSearchRunsService, JobAlertDigestsService, AlertsSchedule],
})
export class AlertsModule {}
