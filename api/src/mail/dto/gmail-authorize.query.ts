import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/** `GET /api/auth/gmail/authorize?returnUrl&autoApply`. A returnUrl that is not a path here becomes /dashboard. */
export class GmailAuthorizeQuery {
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  returnUrl?: string;

  @IsOptional()
  @Transform(({ value }) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  )
  @IsBoolean({ message: 'autoApply must be true or false' })
  autoApply?: boolean;
}
