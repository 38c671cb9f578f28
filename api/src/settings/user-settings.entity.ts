import type { NotificationSetting, OutreachSettings, UserSettings } from '@app/types';

export type StoredOutreach = Omit<OutreachSettings, 'dailyLimitMax' | 'spacingSeconds'>;
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The Settings page's preferences. Names live on the user row; a user without a row has the defaults. */
@Entity({ name: 'user_settings' })
export class UserSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 5, default: 'en' }) language!: UserSettings['language'];
  @Column({ type: 'varchar', length: 64, default: 'America/New_York' }) timezone!: string;
  @Column({ type: 'jsonb', default: {} }) notifications!: Partial<Record<NotificationSetting, boolean>>;
  @Column({ type: 'jsonb', default: {} }) privacy!: Partial<UserSettings['privacy']>;
  /** The outbox's pace and follow-ups, as saved (defaults fill the rest). */
  @Column({ type: 'jsonb', default: {} }) outreach!: Partial<StoredOutreach>;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
