import { Injectable } from '@nestjs/common';
import type { AdminUserDetail, SearchStatus } from '@app/types';
import { DataSource } from 'typeorm';
import { ADMIN_USER_COLUMNS, type AdminUserRow } from './admin-lists.repository.js';

export interface AdminResumeRow {
  file_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_at: Date;
  text?: string;
  file_data?: Buffer;
}

/** One user's rows as staff read them (read-only SQL across rooms, like AdminListsRepository). */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async user(userId: string): Promise<(AdminUserRow & { terms_accepted_at: Date | null; updated_at: Date }) | null> {
    const [row] = await this.dataSource.query<(AdminUserRow & { terms_accepted_at: Date | null; updated_at: Date })[]>(
      `SELECT ${ADMIN_USER_COLUMNS}, u.terms_accepted_at, u.updated_at FROM users u WHERE u.id = $1`,
      [userId],
    );
    return row ?? null;
  }

  async searchesByStatus(userId: string): Promise<{ status: SearchStatus; n: number }[]> {
    return this.dataSource.query<{ status: SearchStatus; n: number }[]>(
      `SELECT status, count(*)::int AS n FROM search_requests WHERE user_id = $1 GROUP BY status`,
      [userId],
    );
  }

  /** The user's sent applications and their outcomes; null when there is no row to count from. */
  async applicationCounts(userId: string): Promise<AdminUserDetail['applications'] | null> {
    const [row] = await this.dataSource.query<AdminUserDetail['applications'][]>(
      `SELECT count(*)::int AS sent,
              count(*) FILTER (WHERE outcome = 'replied')::int AS replied,
              count(*) FILTER (WHERE outcome = 'interview')::int AS interview,
              count(*) FILTER (WHERE outcome = 'rejected')::int AS rejected
         FROM email_applications WHERE user_id = $1 AND status = 'sent'`,
      [userId],
    );
    return row ?? null;
  }

  async emailOf(userId: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ email: string }[]>(`SELECT email FROM users WHERE id = $1`, [userId]);
    return row?.email ?? null;
  }

  async resume(userId: string, withFile: boolean): Promise<AdminResumeRow | undefined> {
    const [row] = await this.dataSource.query<AdminResumeRow[]>(
      `SELECT file_name, mime_type, size_bytes, uploaded_at, text${withFile ? ', file_data' : ''}
         FROM resumes WHERE user_id = $1`,
      [userId],
    );
    return row;
  }
}
