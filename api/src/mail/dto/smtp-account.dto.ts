import type { ImapSettingsRequest, SmtpAccountRequest } from '@app/types';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { NestedObject } from '../../common/http/nested-object.js';
import { NoControlCharacters } from '../../common/http/text-rules.js';

/** A host name or IPv4 address: letters, digits, hyphens and dots, no scheme, no port, no path. */
const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;

export class ImapSettingsDto implements ImapSettingsRequest {
  @IsString({ message: 'imap.host must be text' })
  @Matches(HOST, { message: 'imap.host must be a server name such as imap.example.com (no https://, no port)' })
  host!: string;

  @IsInt({ message: 'imap.port must be a whole number' })
  @Min(1, { message: 'imap.port must be between 1 and 65535' })
  @Max(65535, { message: 'imap.port must be between 1 and 65535' })
  port!: number;

  @IsBoolean({ message: 'imap.secure must be true or false' })
  secure!: boolean;

  @IsOptional()
  @IsString({ message: 'imap.username must be text' })
  @NoControlCharacters('imap.username')
  @MaxLength(320)
  username?: string;

  @IsOptional()
  @IsString({ message: 'imap.password must be text' })
  @MaxLength(1000)
  password?: string;
}

export class SmtpAccountDto implements SmtpAccountRequest {
  @IsEmail({}, { message: 'emailAddress must be a valid email address' })
  @MaxLength(320)
  emailAddress!: string;

  @IsString({ message: 'host must be text' })
  @Matches(HOST, { message: 'host must be a server name such as smtp.example.com (no https://, no port)' })
  host!: string;

  @IsInt({ message: 'port must be a whole number' })
  @Min(1, { message: 'port must be between 1 and 65535' })
  @Max(65535, { message: 'port must be between 1 and 65535' })
  port!: number;

  @IsBoolean({ message: 'secure must be true or false' })
  secure!: boolean;

  @IsString({ message: 'username must be text' })
  @NoControlCharacters()
  @MinLength(1, { message: 'username is required' })
  @MaxLength(320)
  username!: string;

  @IsString({ message: 'password must be text' })
  @MinLength(1, { message: 'password is required' })
  @MaxLength(1000)
  password!: string;

  @IsOptional()
  @NestedObject(() => ImapSettingsDto)
  imap?: ImapSettingsDto;
}
