import type { ScheduleEmailRequest } from '@app/types';
import { IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/http/text-rules.js';
import { SendEmailDto } from '../../mail/dto/send-email.dto.js';

export class ScheduleEmailDto extends SendEmailDto implements ScheduleEmailRequest {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'sendAt must be a date and time such as 2030-01-07T10:00:00Z' })
  sendAt?: string;

  @IsOptional()
  @IsUUID('all', { message: 'draftId must be the id of a draft of your Apply to All list' })
  draftId?: string;

  @IsOptional()
  @IsString({ message: 'jobLocation must be text' })
  @MaxLength(300, { message: 'jobLocation must be at most 300 characters' })
  @NoControlCharacters('jobLocation')
  jobLocation?: string;
}
