import { JOB_COUNT, type StartSearchRequest } from '@app/types';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FreeText, NoControlCharacters } from '../../common/http/text-rules.js';

const RANGE = `jobCount must be a number from ${JOB_COUNT.min} to ${JOB_COUNT.max}`;

export class StartSearchDto implements StartSearchRequest {
  @IsString({ message: 'linkedinUrl must be text' })
  @IsNotEmpty({ message: 'linkedinUrl is required' })
  @MaxLength(2000)
  @NoControlCharacters()
  linkedinUrl!: string;

  @IsOptional()
  @FreeText()
  @IsString({ message: 'resumeText must be text' })
  @MaxLength(100_000, { message: 'resumeText must be at most 100,000 characters' })
  resumeText?: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: RANGE })
  @Min(JOB_COUNT.min, { message: RANGE })
  @Max(JOB_COUNT.max, { message: RANGE })
  jobCount!: number;
}
