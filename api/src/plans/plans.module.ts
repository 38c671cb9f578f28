import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionEntity } from './entities/subscription.entity.js';
import { PlansService } from './plans.service.js';
import { SearchQuotaRepository } from './search-quota.repository.js';
import { SearchQuotaService } from './search-quota.service.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity])],
  providers: [PlansService, SearchQuotaRepository, SearchQuotaService, SubscriptionsRepository],
  // Plans owns the subscriptions table and reads it; billing writes Paddle's news into it through the repository.
  exports: [PlansService, SearchQuotaService, SubscriptionsRepository],
})
export class PlansModule {}
