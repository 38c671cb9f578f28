import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { BillingEventsRepository } from './billing-events.repository.js';
import { CancelPaddleOnAccountDeletion } from './cancel-paddle-on-account-deletion.js';
import { BillingEventEntity } from './entities/billing-event.entity.js';
import { RefundRequestEntity } from './entities/refund-request.entity.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';
import { PaddleApi } from './paddle-api.js';
import { PaddleWebhookController } from './paddle-webhook.controller.js';
import { PaddleWebhookService } from './paddle-webhook.service.js';
import { RefundRequestsRepository } from './refund-requests.repository.js';

/**
 * Plans and billing: subscription status, Paddle checkout and webhooks, refunds, the payment-interest poll, and
 * billing's part of deleting an account (cancel at Paddle, clean the payment records).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BillingEventEntity, RefundRequestEntity]), PlansModule, AuthModule, AuditModule],
  controllers: [BillingController, PaddleWebhookController, FeedbackController],
  providers: [
    BillingService,
    PaddleWebhookService,
    BillingEventsRepository,
    RefundRequestsRepository,
    FeedbackRepository,
    FeedbackService,
    PaddleApi,
    CancelPaddleOnAccountDeletion,
  ],
})
export class BillingModule {}
