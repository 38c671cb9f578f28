import { APPLICATION_OUTCOMES, type EmailApplicationsQuery } from '@app/types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/http/text-rules.js';

export class ListApplicationsDto implements EmailApplicationsQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'The search text must be at most 200 characters' })
  @NoControlCharacters()
  q?: string;

  @IsOptional()
  @IsIn([...APPLICATION_OUTCOMES, 'none'], {
    message: `outcome must be one of ${[...APPLICATION_OUTCOMES, 'none'].join(', ')}`,
  })
  outcome?: EmailApplicationsQuery['outcome'];
}
