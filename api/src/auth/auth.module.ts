import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { OidcAuthGuard } from './oidc-auth.guard.js';
import { OidcService } from './oidc.service.js';
import { SignedInGuard } from './signed-in.guard.js';
import { StaffGuard } from './staff.guard.js';

@Module({
  imports: [PassportModule, UsersModule],
  controllers: [AuthController],
  providers: [OidcService, OidcAuthGuard, SignedInGuard, StaffGuard],
  exports: [SignedInGuard, StaffGuard, UsersModule],
})
export class AuthModule {}
