import { COPY, type GenerateUrlRequest, type WorkType } from '@app/types';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters } from '../../common/http/text-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class GenerateUrlDto implements GenerateUrlRequest {
  @Transform(trim)
  @IsString({ message: COPY.search.keywordRequired })
  @IsNotEmpty({ message: COPY.search.keywordRequired })
  @MaxLength(200, { message: 'Job role must be at most 200 characters' })
  @NoControlCharacters('Job role')
  keyword!: string;

  @Transform(trim)
  @IsString({ message: COPY.search.locationRequired })
  @IsNotEmpty({ message: COPY.search.locationRequired })
  @MaxLength(200, { message: 'Location must be at most 200 characters' })
  @NoControlCharacters('Location')
  location!: string;

  /** Form values arrive as strings: "1", "2", "3" are accepted like 1, 2, 3. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^[123]$/.test(value) ? Number(value) : value,
  )
  @IsIn([1, 2, 3], { message: COPY.search.workTypeRequired })
  workType!: WorkType;
}
