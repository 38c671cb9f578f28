import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UserSettingsEntity } from './user-settings.entity.js';

/** The user_settings table's SQL: one row per user who saved anything, none for one on the defaults. */
@Injectable()
export class UserSettingsRepository {
  constructor(@InjectRepository(UserSettingsEntity) private readonly settings: Repository<UserSettingsEntity>) {}

  findByUser(userId: string): Promise<UserSettingsEntity | null> {
    return this.settings.findOneBy({ userId });
  }

  /** Only the zone (the outbox's and the analytics' view). */
  async timezoneOf(userId: string): Promise<string | undefined> {
    const row = await this.settings.findOne({ where: { userId }, select: { timezone: true, userId: true } });
    return row?.timezone;
  }

  /** Writes the whole row, inserting it the first time. */
  async upsert(
    row: Pick<UserSettingsEntity, 'userId' | 'language' | 'timezone' | 'notifications' | 'privacy' | 'outreach'>,
  ): Promise<void> {
    await this.settings.upsert(row, { conflictPaths: ['userId'] });
  }

  /** Turns the job alert email on or off, keeping the other notification choices. */
  async setJobAlerts(userId: string, on: boolean): Promise<void> {
    await this.settings.query(
      `INSERT INTO user_settings (user_id, notifications) VALUES ($1, jsonb_build_object('jobAlerts', $2::boolean))
       ON CONFLICT (user_id) DO UPDATE
         SET notifications = user_settings.notifications || jsonb_build_object('jobAlerts', $2::boolean),
             updated_at = now()`,
      [userId, on],
    );
  }

  /** Stores the zone only for a user with no row yet; a saved row is never overwritten. */
  async insertTimezoneIfAbsent(userId: string, timezone: string): Promise<void> {
    await this.settings.query(
      `INSERT INTO user_settings (user_id, timezone) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
      [userId, timezone],
    );
  }
}
