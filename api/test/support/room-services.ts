import type { DataSource } from 'typeorm';
import type { Clock } from '../../src/common/clock.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { PlansService } from '../../src/plans/plans.service.js';
import { SubscriptionsRepository } from '../../src/plans/subscriptions.repository.js';
import { UserSettingsEntity } from '../../src/settings/user-settings.entity.js';
import { UserSettingsRepository } from '../../src/settings/user-settings.repository.js';
import { SettingsService } from '../../src/settings/settings.service.js';
import { UserEntity } from '../../src/users/user.entity.js';
import { UsersRepository } from '../../src/users/users.repository.js';
import { UsersService } from '../../src/users/users.service.js';
import { FrozenClock } from './service-database.js';

/** Services that more than one room's service test needs under its own, wired as their modules wire them. */
export function usersService(ds: DataSource, config: AppConfig, clock: Clock = new FrozenClock()): UsersService {
  const plans = new PlansService(config, new SubscriptionsRepository(ds), clock);
  return new UsersService(new UsersRepository(ds.getRepository(UserEntity)), config, plans);
}

export function settingsService(ds: DataSource, config: AppConfig): SettingsService {
  return new SettingsService(
    new UserSettingsRepository(ds.getRepository(UserSettingsEntity)),
    usersService(ds, config),
    config,
  );
}
