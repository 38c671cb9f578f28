import type { ScheduleEmailRequest } from '@app/types';
import { IsISO8601, IsOptional, IsUUID } from 'class-validator';
import { SendEmailDto } from '../../mail/dto/send-email.dto.js';

export class ScheduleEmailDto extends SendEmailDto implements ScheduleEmailRequest {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'sendAt must be a date and time such as 2030-01-07T10:00:00Z' })
  sendAt?: string;

  @IsOptional()
  @IsUUID('all', { message: 'draftId must be the id of a draft of your Apply to All list' })
  draftId?: string;
}
