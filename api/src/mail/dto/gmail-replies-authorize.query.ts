import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `GET /api/auth/gmail/replies/authorize?returnUrl`. A returnUrl that is not a path here becomes /dashboard. */
export class GmailRepliesAuthorizeQuery {
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  returnUrl?: string;
}
