import type { UpdateOutboxItemRequest } from '@app/types';
import { IsISO8601, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { FreeText, NoControlCharacters } from '../../common/http/text-rules.js';

/** A scheduled email's subject, text or time; the same rules as when it was scheduled (POST /api/outbox). */
// Each field may be left out, never sent as null: a null subject is no subject to change to (400, not a crash).
const given = () => ValidateIf((_, value) => value !== undefined);

export class UpdateOutboxItemDto implements UpdateOutboxItemRequest {
  @given()
  @IsString({ message: 'subject must be text' })
  @MinLength(1, { message: 'subject must not be empty' })
  @MaxLength(998)
  // A header value stays on one line: a CR or LF would let it add headers.
  @Matches(/^[^\r\n]*$/, { message: 'subject must not contain line breaks' })
  @NoControlCharacters('subject')
  subject?: string;

  @given()
  @FreeText()
  @IsString({ message: 'body must be text' })
  @MinLength(1, { message: 'body must not be empty' })
  @MaxLength(100_000)
  body?: string;

  @given()
  @IsISO8601({ strict: true }, { message: 'sendAt must be a date and time such as 2030-01-07T10:00:00Z' })
  sendAt?: string;
}
