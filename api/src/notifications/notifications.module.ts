import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { NotificationMailer } from './notification-mailer.js';
import { NotificationsService } from './notifications.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/** The app's own notification emails: the sender (NOTIFY_SMTP_URL) and the signed one-click unsubscribe. */
@Module({
  imports: [SettingsModule, UsersModule],
  controllers: [UnsubscribeController],
  providers: [NotificationMailer, NotificationsService],
  exports: [NotificationMailer, NotificationsService],
})
export class NotificationsModule {}
