import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionEntity } from '../billing/entities/subscription.entity.js';
import { PlansService } from './plans.service.js';
import { SearchQuotaService } from './search-quota.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity])],
  providers: [PlansService, SearchQuotaService],
  exports: [PlansService, SearchQuotaService],
})
export class PlansModule {}
