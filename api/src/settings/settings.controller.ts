import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import type { UserSettings } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { SettingsService } from './settings.service.js';

@Controller('user/settings')
@UseGuards(SignedInGuard)
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  get(@CurrentUser() user: UserEntity): Promise<UserSettings> {
    return this.settings.get(user);
  }

  @Put()
  update(@CurrentUser() user: UserEntity, @Body() body: UpdateSettingsDto): Promise<UserSettings> {
    return this.settings.update(user, body);
  }
}
