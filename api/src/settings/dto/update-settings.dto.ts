import {
  SETTINGS_LANGUAGES,
  SETTINGS_TIMEZONES,
  type NotificationSetting,
  type UpdateSettingsRequest,
  type UserSettings,
} from '@app/types';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NoControlCharacters } from '../../common/http/text-rules.js';

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
  @IsIn(SETTINGS_TIMEZONES, { message: `Timezone must be one of ${SETTINGS_TIMEZONES.join(', ')}` })
  timezone?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationsDto)
  notifications?: NotificationsDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => PrivacyDto)
  privacy?: PrivacyDto;
}
