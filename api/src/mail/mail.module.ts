import path from 'node:path';
import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ResumeModule } from '../resume/resume.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { SentEmailEvents } from './sent-email-events.js';
import { GmailAuthController } from './gmail/gmail-auth.controller.js';
import { GmailConnectService } from './gmail/gmail-connect.service.js';
import { GmailSender } from './gmail/gmail-sender.js';
import { GmailThreads } from './gmail/gmail-threads.js';
import { GoogleOAuth } from './gmail/google-oauth.js';
import { MailAccountEntity } from './mail-account.entity.js';
import { MailAccountsController } from './mail-accounts.controller.js';
import { DomainRecordsService } from './domain-records/domain-records.service.js';
import { MailAccountsRepository } from './mail-accounts.repository.js';
import { MailAccountsService } from './mail-accounts.service.js';
import { decodeEncryptionKey } from '../config/encryption-key.js';
import { SecretBox, loadOrCreateKeyFile } from './secret-box.js';
import { SendEmailController } from './send-email.controller.js';
import { RevokeGmailOnAccountDeletion } from './revoke-gmail-on-account-deletion.js';
import { SendEmailService } from './send-email.service.js';
import { SenderPausesService } from './sender-pauses.service.js';
import { SmtpSender } from './smtp/smtp-sender.js';
import { ImapInbox } from './imap/imap-inbox.js';
import { UnconfirmedSendsSweeper } from './unconfirmed-sends.sweeper.js';

export const DEV_KEY_FILE = 'token-encryption.key';

/**
 * TOKEN_ENCRYPTION_KEY when set (the config requires it in production). Elsewhere a key is made once and kept in the
 * data dir, so what was stored before a restart still opens after it.
 */
function secretBoxFor(config: AppConfig): SecretBox {
  if (config.mail.tokenEncryptionKey) return new SecretBox(decodeEncryptionKey(config.mail.tokenEncryptionKey)!);
  const file = path.join(config.database.dataDir, DEV_KEY_FILE);
  const { key, created } = loadOrCreateKeyFile(file);
  if (created) new Logger('MailModule').log(`TOKEN_ENCRYPTION_KEY not set: made a development key in ${file}`);
  return new SecretBox(key);
}

/** Sending from the user's own mailbox: Gmail (send-only OAuth) or SMTP; `POST /api/send-email`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MailAccountEntity]),
    ApplicationsModule,
    AuthModule,
    SettingsModule,
    ResumeModule,
    NotificationsModule,
    UsersModule,
  ],
  controllers: [GmailAuthController, MailAccountsController, SendEmailController],
  providers: [
    { provide: SecretBox, inject: [APP_CONFIG], useFactory: secretBoxFor },
    GoogleOAuth,
    GmailSender,
    GmailThreads,
    SmtpSender,
    ImapInbox,
    MailAccountsRepository,
    MailAccountsService,
    DomainRecordsService,
    GmailConnectService,
    SendEmailService,
    RevokeGmailOnAccountDeletion,
    UnconfirmedSendsSweeper,
    SentEmailEvents,
    SenderPausesService,
  ],
  exports: [
    MailAccountsService,
    ImapInbox,
    GmailThreads,
    SendEmailService,
    SentEmailEvents,
    SmtpSender,
    SecretBox,
    GoogleOAuth,
    SenderPausesService,
  ],
})
export class MailModule {}
