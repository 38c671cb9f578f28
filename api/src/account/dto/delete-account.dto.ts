import type { DeleteAccountRequest } from '@app/types';
import { IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/http/text-rules.js';

export class DeleteAccountDto implements DeleteAccountRequest {
  @IsString({ message: 'confirmEmail is required: type your account’s email address to confirm' })
  @MaxLength(320, { message: 'confirmEmail must be at most 320 characters' })
  @NoControlCharacters()
  confirmEmail!: string;
}
