import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountController } from './account.controller.js';
import { UserDataCatalog } from './user-data-catalog.js';
import { UserDataExportService } from './user-data-export.service.js';
import { UserDataRepository } from './user-data.repository.js';

/** A person's data rights: export of everything held about them, and deletion of the account. */
@Module({
  imports: [AuthModule, AuditModule, DiscoveryModule],
  controllers: [AccountController],
  providers: [UserDataRepository, UserDataCatalog, UserDataExportService, AccountDeletionService],
  exports: [UserDataCatalog, UserDataExportService, AccountDeletionService],
})
export class AccountModule {}
