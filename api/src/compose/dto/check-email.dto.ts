import { COMPOSE_CHECK_BODY_MAX, GROUNDING_CLAIM_KINDS, type CheckEmailRequest, type ModelClaim } from '@app/types';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FreeText, NoControlCharacters } from '../../common/http/text-rules.js';
import { GenerateEmailDto } from './generate-email.dto.js';

/** The most claims a model lists for one email, and the longest words it copies, with room to spare. */
const MODEL_CLAIMS_MAX = 200;
const CLAIM_WORDS_MAX = 2000;

/** One claim of the model's list, as the generation answered it (its quote is verified again in code). */
export class ModelClaimDto implements ModelClaim {
  @IsString({ message: 'modelClaims[].claim must be text' })
  @MinLength(1, { message: 'modelClaims[].claim must not be empty' })
  @MaxLength(CLAIM_WORDS_MAX)
  @NoControlCharacters('modelClaims[].claim')
  claim!: string;

  @IsIn(GROUNDING_CLAIM_KINDS, { message: `modelClaims[].kind must be one of ${GROUNDING_CLAIM_KINDS.join(', ')}` })
  kind!: ModelClaim['kind'];

  @IsIn(['sender', 'company'], { message: 'modelClaims[].about must be sender or company' })
  about!: ModelClaim['about'];

  // null when the model found no words for the claim; present either way.
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'modelClaims[].resumeQuote must be text or null' })
  @MaxLength(CLAIM_WORDS_MAX)
  @NoControlCharacters('modelClaims[].resumeQuote')
  resumeQuote!: string | null;
}

/** `POST /api/compose/check`: the edited draft, and the generation's own fields naming what it may draw on. */
export class CheckEmailDto extends GenerateEmailDto implements CheckEmailRequest {
  @IsString({ message: 'subject must be text' })
  @MaxLength(998, { message: 'subject must be at most 998 characters' })
  @Matches(/^[^\r\n]*$/, { message: 'subject must not contain line breaks' })
  @NoControlCharacters('subject')
  subject!: string;

  @FreeText()
  @IsString({ message: 'body must be text' })
  @MaxLength(COMPOSE_CHECK_BODY_MAX, {
    message: `body must be at most ${COMPOSE_CHECK_BODY_MAX.toLocaleString('en')} characters`,
  })
  body!: string;

  @IsOptional()
  @IsArray({ message: 'modelClaims must be a list' })
  @ArrayMaxSize(MODEL_CLAIMS_MAX, { message: `modelClaims must hold at most ${MODEL_CLAIMS_MAX} claims` })
  @ValidateNested({ each: true })
  @Type(() => ModelClaimDto)
  modelClaims?: ModelClaimDto[];
}
