import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  AUDIT_ACTIONS,
  type AdminListQuery,
  type AuditAction,
  type AuditLogQuery,
} from '@app/types';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { DecimalDigits } from '../../common/http/query-numbers.js';
import { NoControlCharacters } from '../../common/http/text-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const PAGE = `page must be a whole number from 1 to ${ADMIN_PAGE_MAX}`;

/** `page` up to ADMIN_PAGE_MAX and `pageSize` up to ADMIN_PAGE_SIZE_MAX, both optional. */
export class AdminPageDto {
  @IsOptional()
  @DecimalDigits()
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  @Max(ADMIN_PAGE_MAX, { message: PAGE })
  page: number = 1;

  @IsOptional()
  @DecimalDigits()
  @IsInt({ message: `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
  @Max(ADMIN_PAGE_SIZE_MAX, { message: `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
  pageSize: number = ADMIN_PAGE_SIZE_DEFAULT;
}

/** The users list: a page and a search text. */
export class AdminUsersQueryDto extends AdminPageDto implements AdminListQuery {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'The search text must be at most 200 characters' })
  @NoControlCharacters()
  q?: string;
}

/** The other lists: also one user's rows only. */
export class AdminListQueryDto extends AdminUsersQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a user id (a UUID)' })
  userId?: string;
}

export class AuditLogQueryDto extends AdminPageDto implements AuditLogQuery {
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a user id (a UUID)' })
  userId?: string;

  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;
}
