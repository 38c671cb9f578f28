import type { RefundRequestBody } from '@app/types';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../common/http/text-rules.js';

export class RefundRequestDto implements RefundRequestBody {
  @IsOptional()
  @FreeText()
  @IsString({ message: 'reason must be text' })
  @MaxLength(2000, { message: 'reason must be at most 2000 characters' })
  reason?: string;
}
