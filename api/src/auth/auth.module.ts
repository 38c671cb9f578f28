import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ExtensionTokensController } from './extension-tokens/extension-tokens.controller.js';
import { ExtensionTokensModule } from './extension-tokens/extension-tokens.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { OidcAuthGuard } from './oidc-auth.guard.js';
import { OidcService } from './oidc.service.js';
import { SessionOnlyGuard, SignedInGuard } from './signed-in.guard.js';
import { StaffGuard } from './staff.guard.js';

@Module({
  imports: [PassportModule, UsersModule, ExtensionTokensModule],
  controllers: [AuthController, ExtensionTokensController],
  providers: [OidcService, OidcAuthGuard, SessionOnlyGuard, SignedInGuard, StaffGuard],
  exports: [SessionOnlyGuard, SignedInGuard, StaffGuard, UsersModule, ExtensionTokensModule],
})
export class AuthModule {}
