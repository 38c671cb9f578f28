import {
  SETTINGS_LANGUAGES,
  canonicalTimeZone,
  isTimeZone,
  type NotificationSetting,
  type UpdateSettingsRequest,
  type UserSettings,
} from '@app/types';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { NestedObject } from '../../common/http/nested-object.js';
import { NoControlCharacters } from '../../common/http/text-rules.js';

/** Any IANA timezone this runtime knows (Intl decides), stored by its current name (Asia/Calcutta → Asia/Kolkata). */
const IsIanaTimeZone = (): PropertyDecorator =>
  ValidateBy({
    name: 'isIanaTimeZone',
    validator: {
      validate: (value: unknown) => isTimeZone(value),
      defaultMessage: () => 'Timezone must be an IANA timezone such as Asia/Kolkata or America/New_York',
    },
  });

const zoneName = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? canonicalTimeZone(value.trim()) : value;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

class NotificationsDto implements Partial<Record<NotificationSetting, boolean>> {
  @IsOptional() @IsBoolean({ message: 'jobAlerts must be true or false' }) jobAlerts?: boolean;
  @IsOptional() @IsBoolean({ message: 'applicationUpdates must be true or false' }) applicationUpdates?: boolean;
  @IsOptional() @IsBoolean({ message: 'weeklySummary must be true or false' }) weeklySummary?: boolean;
  @IsOptional() @IsBoolean({ message: 'productNews must be true or false' }) productNews?: boolean;
}

class PrivacyDto implements Partial<UserSettings['privacy']> {
  @IsOptional()
  @IsBoolean({ message: 'storeSentEmailBodies must be true or false' })
  storeSentEmailBodies?: boolean;
}

class SendingHoursDto {
  @IsInt({ message: 'sendingHours.start must be a whole hour from 0 to 23' })
  @Min(0, { message: 'sendingHours.start must be a whole hour from 0 to 23' })
  @Max(23, { message: 'sendingHours.start must be a whole hour from 0 to 23' })
  start!: number;

  @IsInt({ message: 'sendingHours.end must be a whole hour from 1 to 24' })
  @Min(1, { message: 'sendingHours.end must be a whole hour from 1 to 24' })
  @Max(24, { message: 'sendingHours.end must be a whole hour from 1 to 24' })
  end!: number;
}

class FollowUpsDto {
  @IsOptional() @IsBoolean({ message: 'followUps.enabled must be true or false' }) enabled?: boolean;

  @IsOptional()
  @IsInt({ message: 'followUps.afterBusinessDays must be a whole number of days from 1 to 30' })
  @Min(1, { message: 'followUps.afterBusinessDays must be a whole number of days from 1 to 30' })
  @Max(30, { message: 'followUps.afterBusinessDays must be a whole number of days from 1 to 30' })
  afterBusinessDays?: number;

  @IsOptional()
  @IsIn([1, 2], { message: 'followUps.count must be 1 or 2' })
  count?: 1 | 2;
}

class OutreachDto {
  @IsOptional()
  @IsInt({ message: 'dailyLimit must be a whole number of emails' })
  @Min(1, { message: 'dailyLimit must be at least 1' })
  dailyLimit?: number;

  @IsOptional()
  @NestedObject(() => SendingHoursDto)
  sendingHours?: SendingHoursDto;

  @IsOptional()
  @IsArray({ message: 'sendingDays must be a list of weekdays (1 Monday … 7 Sunday)' })
  @ArrayMinSize(1, { message: 'Pick at least one sending day' })
  @ArrayMaxSize(7)
  @IsIn([1, 2, 3, 4, 5, 6, 7], { each: true, message: 'sendingDays must be weekdays from 1 (Monday) to 7 (Sunday)' })
  sendingDays?: number[];

  @IsOptional() @IsBoolean({ message: 'attachResume must be true or false' }) attachResume?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'inRecipientHours must be true or false' })
  inRecipientHours?: boolean;

  @IsOptional()
  @NestedObject(() => FollowUpsDto)
  followUps?: FollowUpsDto;
}

export class UpdateSettingsDto implements UpdateSettingsRequest {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'First name must be text' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @NoControlCharacters('First name')
  firstName?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Last name must be text' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @NoControlCharacters('Last name')
  lastName?: string;

  @IsOptional()
  @IsIn(SETTINGS_LANGUAGES, { message: `Language must be one of ${SETTINGS_LANGUAGES.join(', ')}` })
  language?: UserSettings['language'];

  @IsOptional()
  @Transform(zoneName)
  @IsIanaTimeZone()
  timezone?: string;

  @IsOptional()
  @NestedObject(() => NotificationsDto)
  notifications?: NotificationsDto;

  @IsOptional()
  @NestedObject(() => PrivacyDto)
  privacy?: PrivacyDto;

  @IsOptional()
  @NestedObject(() => OutreachDto)
  outreach?: OutreachDto;
}

/** The browser's zone, sent by the web after sign-in; kept only by a user who never saved Settings. */
export class BrowserTimeZoneDto {
  @Transform(zoneName)
  @IsIanaTimeZone()
  timezone!: string;
}
