import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExtensionTokenEntity } from './extension-token.entity.js';
import { ExtensionTokensService } from './extension-tokens.service.js';

/** The token store; AuthModule imports it for SignedInGuard and serves its controller (no import cycle). */
@Module({
  imports: [TypeOrmModule.forFeature([ExtensionTokenEntity])],
  providers: [ExtensionTokensService],
  exports: [ExtensionTokensService],
})
export class ExtensionTokensModule {}
