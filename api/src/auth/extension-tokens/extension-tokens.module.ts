import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExtensionTokenEntity } from './extension-token.entity.js';
import { ExtensionTokensRepository } from './extension-tokens.repository.js';
import { ExtensionTokensService } from './extension-tokens.service.js';

/**
 * The browser extension's device tokens, kept inside auth as API keys are: AuthModule imports this store for
 * SignedInGuard and serves its controller.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ExtensionTokenEntity])],
  providers: [ExtensionTokensRepository, ExtensionTokensService],
  exports: [ExtensionTokensService],
})
export class ExtensionTokensModule {}
