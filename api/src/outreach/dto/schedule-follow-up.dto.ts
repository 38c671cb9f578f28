import type { ScheduleFollowUpRequest } from '@app/types';
import { IsISO8601, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { FreeText } from '../../common/http/text-rules.js';

export class ScheduleFollowUpDto implements ScheduleFollowUpRequest {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'sendAt must be a date and time such as 2030-01-07T10:00:00Z' })
  sendAt?: string;

  @IsOptional()
  @FreeText()
  @IsString({ message: 'body must be text' })
  @MinLength(1, { message: 'body must not be empty (leave it out to have the follow-up drafted)' })
  @MaxLength(20_000)
  body?: string;
}
