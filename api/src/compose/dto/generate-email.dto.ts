import type { CompanyProfile, GenerateEmailRequest } from '@app/types';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

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
  name!: string;

  @IsOptional() @IsString() @MaxLength(2000) logo!: string | null;
  @IsOptional() @IsString() @MaxLength(500) tagline!: string | null;
  @IsOptional() @IsString() @MaxLength(5000) description!: string | null;
  @IsOptional() @IsString() @MaxLength(200) industry!: string | null;
  @IsOptional() @IsString() @MaxLength(100) size!: string | null;
  @IsOptional() @IsString() @MaxLength(300) headquarters!: string | null;
  @IsOptional() @IsString() @MaxLength(50) founded!: string | null;

  @IsOptional()
  @IsArray({ message: 'company.specialties must be a list of text' })
  @ArrayMaxSize(50)
  @IsString({ each: true, message: 'company.specialties must be a list of text' })
  @MaxLength(200, { each: true })
  specialties!: string[];

  @IsOptional() @IsString() @MaxLength(2000) website!: string | null;
  @IsOptional() @IsString() @MaxLength(2000) linkedinUrl!: string | null;
}

export class GenerateEmailDto implements GenerateEmailRequest {
  @Transform(trim)
  @IsString({ message: 'companyName must be text' })
  @IsNotEmpty({ message: 'companyName is required' })
  @MaxLength(300, { message: 'companyName must be at most 300 characters' })
  companyName!: string;

  /** May be empty when `siteJobId` names a stored job (its description is used). */
  @IsString({ message: 'jobDescription must be text' })
  @MaxLength(50_000, { message: 'jobDescription must be at most 50,000 characters' })
  jobDescription!: string;

  @Transform(trim)
  @IsString({ message: 'jobTitle must be text' })
  @IsNotEmpty({ message: 'jobTitle is required' })
  @MaxLength(500, { message: 'jobTitle must be at most 500 characters' })
  jobTitle!: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'resumeText must be text' })
  @MaxLength(100_000, { message: 'resumeText must be at most 100,000 characters' })
  resumeText?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'posterName must be text' })
  @MaxLength(200, { message: 'posterName must be at most 200 characters' })
  posterName?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'posterTitle must be text' })
  @MaxLength(300, { message: 'posterTitle must be at most 300 characters' })
  posterTitle?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => CompanyProfileDto)
  company?: CompanyProfileDto;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^\d{1,40}$/, { message: "siteJobId must be the networking site's numeric job id" })
  siteJobId?: string;
}
