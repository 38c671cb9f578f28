import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ApplicationSendsRepository } from './application-sends.repository.js';
import { ApplicationSendsService } from './application-sends.service.js';
import { ApplicationsExportService } from './applications-export.service.js';
import { ApplicationsController } from './applications.controller.js';
import { ApplicationsService } from './applications.service.js';
import { EmailApplicationEntity } from './email-application.entity.js';
import { EmailApplicationsRepository } from './email-applications.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([EmailApplicationEntity]), AuthModule, SettingsModule],
  controllers: [ApplicationsController],
  providers: [
    EmailApplicationsRepository,
    ApplicationSendsRepository,
    ApplicationsService,
    ApplicationSendsService,
    ApplicationsExportService,
  ],
  exports: [ApplicationsService, ApplicationSendsService],
})
export class ApplicationsModule {}
