import type { CreateExtensionTokenRequest } from '@app/types';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../../common/http/text-rules.js';

export class CreateExtensionTokenDto implements CreateExtensionTokenRequest {
  @IsOptional()
  @IsString({ message: 'label must be text' })
  @MaxLength(100, { message: 'label must be at most 100 characters' })
  @NoControlCharacters()
  label?: string;
}
