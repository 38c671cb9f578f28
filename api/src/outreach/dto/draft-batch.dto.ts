import { MAX_BULK_DRAFTS, type DraftBatchRequest, type UpdateDraftRequest } from '@app/types';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsUUID, Matches } from 'class-validator';

export class DraftBatchDto implements DraftBatchRequest {
  @IsUUID('all', { message: 'searchId must be the id of one of your searches' })
  searchId!: string;

  @IsOptional()
  @IsArray({ message: "siteJobIds must be a list of the networking site's job ids" })
  @ArrayMaxSize(MAX_BULK_DRAFTS, { message: `Apply to All drafts at most ${MAX_BULK_DRAFTS} emails at once` })
  @Matches(/^\d{1,40}$/, { each: true, message: "siteJobIds must be the networking site's numeric job ids" })
  siteJobIds?: string[];

  @IsOptional()
  @IsBoolean({ message: 'severalPerCompany must be true or false' })
  severalPerCompany?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'startNew must be true or false' })
  startNew?: boolean;
}

export class UpdateDraftDto implements UpdateDraftRequest {
  @IsBoolean({ message: 'skipped must be true or false' })
  skipped!: boolean;
}
