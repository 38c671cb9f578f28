import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import type { UserSettings } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { BrowserTimeZoneDto, UpdateSettingsDto } from './dto/update-settings.dto.js';
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

  /** The browser's zone after sign-in: taken only when the user never saved Settings (first sign-in). */
  @Post('browser-timezone')
  @HttpCode(200)
  adoptBrowserTimeZone(@CurrentUser() user: UserEntity, @Body() body: BrowserTimeZoneDto): Promise<UserSettings> {
    return this.settings.adoptBrowserTimeZone(user, body.timezone);
  }
}
