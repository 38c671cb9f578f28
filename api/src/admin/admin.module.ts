import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AdminListsRepository } from './admin-lists.repository.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

/** The staff data viewer (/admin): users' data, read-only, every read audited. */
@Module({
  imports: [AuthModule, AuditModule, AccountModule],
  controllers: [AdminController],
  providers: [AdminListsRepository, AdminUsersRepository, AdminUsersService, AdminService],
})
export class AdminModule {}
