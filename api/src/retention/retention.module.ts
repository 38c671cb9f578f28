import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionSchedule } from './retention.schedule.js';
import { RetentionService } from './retention.service.js';

/** Removes request logs and old email applications daily (RETENTION_* settings). */
@Module({
  imports: [AuditModule],
  providers: [RetentionRepository, RetentionService, RetentionSchedule],
  exports: [RetentionService],
})
export class RetentionModule {}
