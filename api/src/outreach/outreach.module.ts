import { EnrichmentModule } from '../enrichment/enrichment.module.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { AuthModule } from '../auth/auth.module.js';
import { ComposeModule } from '../compose/compose.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SearchModule } from '../search/search.module.js';
import { UsersModule } from '../users/users.module.js';
import { DraftBatchesController } from './draft-batches.controller.js';
import { DraftBatchesService } from './draft-batches.service.js';
import { FollowUpsController } from './follow-ups.controller.js';
import { FollowUpsService } from './follow-ups.service.js';
import { OutboxController } from './outbox.controller.js';
import { OutboxDispatcher } from './outbox.dispatcher.js';
import { OutboxService } from './outbox.service.js';
import { OutreachDraftBatchEntity } from './outreach-draft-batch.entity.js';
import { OutreachDraftEntity } from './outreach-draft.entity.js';
import { RecipientClockService } from './recipient-clock.service.js';
import { DraftBatchesRepository } from './draft-batches.repository.js';
import { FollowUpsRepository } from './follow-ups.repository.js';
import { OutboxRepository } from './outbox.repository.js';
import { ReplyWatch } from './reply-watch.js';
import { ReplyWatchRepository } from './reply-watch.repository.js';
import { ApplicationsModule } from '../applications/applications.module.js';

/** The outreach loop: the outbox at a safe pace, follow-ups in the thread, reply detection, Apply to All drafts. */
@Module({
  imports: [
    TypeOrmModule.forFeature([EmailApplicationEntity, OutreachDraftEntity, OutreachDraftBatchEntity]),
    AuthModule,
    ApplicationsModule,
    MailModule,
    SettingsModule,
    PlansModule,
    UsersModule,
    ComposeModule,
    SearchModule,
    EnrichmentModule,
  ],
  controllers: [OutboxController, FollowUpsController, DraftBatchesController],
  providers: [
    OutboxService,
    OutboxDispatcher,
    OutboxRepository,
    FollowUpsService,
    FollowUpsRepository,
    ReplyWatch,
    ReplyWatchRepository,
    DraftBatchesService,
    DraftBatchesRepository,
    RecipientClockService,
  ],
})
export class OutreachModule {}
