import {
  JOB_CONTACT_FILTERS,
  JOB_SORTS,
  SEARCH_JOBS_PAGE,
  type JobContactFilter,
  type JobSort,
  type SearchJobsQuery,
} from '@app/types';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DecimalDigits } from '../../common/http/query-numbers.js';

const PAGE = `page must be a whole number from 1 to ${SEARCH_JOBS_PAGE.maxPage}`;
const PAGE_SIZE = `pageSize must be a whole number from 1 to ${SEARCH_JOBS_PAGE.maxSize}`;
const MIN_MATCH = 'minMatch must be a whole number from 0 to 100';
const HIDE_APPLIED = 'hideApplied must be true or false';
const SPONSORSHIP = 'sponsorship must be true or false';

/** `true`/`false` as a query string writes them; anything else is left for @IsBoolean to refuse. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** `GET /api/scrape-job/:id/jobs`: every field optional, bounded, and refused with a sentence when malformed. */
export class SearchJobsQueryDto implements SearchJobsQuery {
  @IsOptional()
  @DecimalDigits()
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  @Max(SEARCH_JOBS_PAGE.maxPage, { message: PAGE })
  page: number = 1;

  @IsOptional()
  @DecimalDigits()
  @IsInt({ message: PAGE_SIZE })
  @Min(1, { message: PAGE_SIZE })
  @Max(SEARCH_JOBS_PAGE.maxSize, { message: PAGE_SIZE })
  pageSize: number = SEARCH_JOBS_PAGE.defaultSize;

  @IsOptional()
  @IsIn(JOB_CONTACT_FILTERS, { message: `contact must be one of ${JOB_CONTACT_FILTERS.join(', ')}` })
  contact: JobContactFilter = 'any';

  @IsOptional()
  @DecimalDigits()
  @IsInt({ message: MIN_MATCH })
  @Min(0, { message: MIN_MATCH })
  @Max(100, { message: MIN_MATCH })
  minMatch?: number;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: HIDE_APPLIED })
  hideApplied: boolean = false;

  /** Only jobs whose description offers visa sponsorship. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: SPONSORSHIP })
  sponsorship: boolean = false;

  @IsOptional()
  @IsIn(JOB_SORTS, { message: `sort must be one of ${JOB_SORTS.join(', ')}` })
  sort: JobSort = 'match';
}
