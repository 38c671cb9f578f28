import type { CompanyProfile, GenerateEmailRequest } from '@app/types';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { NestedObject } from '../../common/http/nested-object.js';
import { FreeText, NoControlCharacters } from '../../common/http/text-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Blank optional text counts as not given. */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && !value.trim() ? undefined : typeof value === 'string' ? value.trim() : value;

/** The company profile as `POST /api/scrape-company` returns it; every field but the name may be null. */
export class CompanyProfileDto implements CompanyProfile {
  @Transform(trim)
  @IsString({ message: 'company.name must be text' })
  @IsNotEmpty({ message: 'company.name is required when a company profile is sent' })
  @MaxLength(300)
  @NoControlCharacters('company.name')
  name!: string;

  @IsOptional() @IsString() @MaxLength(2000) @NoControlCharacters('company.logo') logo!: string | null;
  @IsOptional() @IsString() @MaxLength(500) @NoControlCharacters('company.tagline') tagline!: string | null;
  @IsOptional() @FreeText() @IsString() @MaxLength(5000) description!: string | null;
  @IsOptional() @IsString() @MaxLength(200) @NoControlCharacters('company.industry') industry!: string | null;
  @IsOptional() @IsString() @MaxLength(100) @NoControlCharacters('company.size') size!: string | null;
  @IsOptional() @IsString() @MaxLength(300) @NoControlCharacters('company.headquarters') headquarters!: string | null;
  @IsOptional() @IsString() @MaxLength(50) @NoControlCharacters('company.founded') founded!: string | null;

  @IsOptional()
  @IsArray({ message: 'company.specialties must be a list of text' })
  @ArrayMaxSize(50)
  @IsString({ each: true, message: 'company.specialties must be a list of text' })
  @MaxLength(200, { each: true })
  @NoControlCharacters('company.specialties', { each: true })
  specialties!: string[];

  @IsOptional() @IsString() @MaxLength(2000) @NoControlCharacters('company.website') website!: string | null;
  @IsOptional() @IsString() @MaxLength(2000) @NoControlCharacters('company.linkedinUrl') linkedinUrl!: string | null;
}

export class GenerateEmailDto implements GenerateEmailRequest {
  @Transform(trim)
  @IsString({ message: 'companyName must be text' })
  @IsNotEmpty({ message: 'companyName is required' })
  @MaxLength(300, { message: 'companyName must be at most 300 characters' })
  @NoControlCharacters()
  companyName!: string;

  /** May be empty when `siteJobId` names a stored job (its description is used). */
  @FreeText()
  @IsString({ message: 'jobDescription must be text' })
  @MaxLength(50_000, { message: 'jobDescription must be at most 50,000 characters' })
  jobDescription!: string;

  @Transform(trim)
  @IsString({ message: 'jobTitle must be text' })
  @IsNotEmpty({ message: 'jobTitle is required' })
  @MaxLength(500, { message: 'jobTitle must be at most 500 characters' })
  @NoControlCharacters()
  jobTitle!: string;

  @Transform(blankToUndefined)
  @FreeText()
  @IsOptional()
  @IsString({ message: 'resumeText must be text' })
  @MaxLength(100_000, { message: 'resumeText must be at most 100,000 characters' })
  resumeText?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'posterName must be text' })
  @MaxLength(200, { message: 'posterName must be at most 200 characters' })
  @NoControlCharacters()
  posterName?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'posterTitle must be text' })
  @MaxLength(300, { message: 'posterTitle must be at most 300 characters' })
  @NoControlCharacters()
  posterTitle?: string;

  @IsOptional()
  @NestedObject(() => CompanyProfileDto)
  company?: CompanyProfileDto;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^\d{1,40}$/, { message: "siteJobId must be the networking site's numeric job id" })
  siteJobId?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'recipientEmail must be a valid email address' })
  @MaxLength(320, { message: 'recipientEmail must be at most 320 characters' })
  recipientEmail?: string;

  @IsOptional()
  @IsInt({ message: 'attempt must be a whole number from 1 to 100' })
  @Min(1, { message: 'attempt must be a whole number from 1 to 100' })
  @Max(100, { message: 'attempt must be a whole number from 1 to 100' })
  attempt?: number;
}
