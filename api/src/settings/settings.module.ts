import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { UserSettingsEntity } from './user-settings.entity.js';
import { UserSettingsRepository } from './user-settings.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserSettingsEntity]), AuthModule, UsersModule],
  controllers: [SettingsController],
  providers: [UserSettingsRepository, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
