import { applyDecorators } from '@nestjs/common';
import type { SendEmailRequest } from '@app/types';
import { IsBoolean, IsEmail, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength } from 'class-validator';
import { FreeText, NoControlCharacters } from '../../common/http/text-rules.js';

/** Header values must stay on one line: a CR or LF would let a value add headers (header injection). */
const ONE_LINE = /^[^\r\n]*$/;
const oneLine = (field: string) =>
  applyDecorators(Matches(ONE_LINE, { message: `${field} must not contain line breaks` }), NoControlCharacters(field));
const URL_OPTIONS = { protocols: ['http', 'https'], require_tld: false };

export class SendEmailDto implements SendEmailRequest {
  @IsEmail({}, { message: 'to must be a valid email address' })
  @MaxLength(320)
  @oneLine('to')
  to!: string;

  @IsString({ message: 'subject must be text' })
  @MinLength(1, { message: 'subject is required' })
  @MaxLength(998)
  @oneLine('subject')
  subject!: string;

  @FreeText()
  @IsString({ message: 'body must be text' })
  @MinLength(1, { message: 'body is required' })
  @MaxLength(100_000)
  body!: string;

  @IsString({ message: 'jobTitle must be text' })
  @MaxLength(300)
  @oneLine('jobTitle')
  jobTitle!: string;

  @IsString({ message: 'companyName must be text' })
  @MaxLength(300)
  @oneLine('companyName')
  companyName!: string;

  @IsOptional()
  @IsUrl({ ...URL_OPTIONS, require_protocol: true }, { message: 'jobUrl must be an http(s) URL' })
  @MaxLength(2048)
  jobUrl?: string;

  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'companyWebsite must be a web address' })
  @MaxLength(2048)
  companyWebsite?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9._:-]{1,100}$/, {
    message: 'idempotencyKey must be 1 to 100 letters, digits or . _ : -',
  })
  idempotencyKey?: string;

  @IsOptional()
  @IsBoolean({ message: 'confirmDuplicate must be true or false' })
  confirmDuplicate?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'attachResume must be true or false' })
  attachResume?: boolean;
}
