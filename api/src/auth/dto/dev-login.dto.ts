import type { DevLoginRequest } from '@app/types';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/http/text-rules.js';

export class DevLoginDto implements DevLoginRequest {
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(320)
  email!: string;

  @IsOptional()
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100)
  @NoControlCharacters()
  firstName?: string;

  @IsOptional()
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100)
  @NoControlCharacters()
  lastName?: string;
}
