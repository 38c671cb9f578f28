import { Injectable } from '@nestjs/common';
import type { AdminResume, AdminUserDetail, SearchStatus } from '@app/types';
import { DataSource } from 'typeorm';
import { ADMIN_USER_COLUMNS, AdminListsService, type AdminUserRow, toAdminUser } from './admin-lists.service.js';
import { AdminResumeNotFoundError, AdminUserNotFoundError } from './admin.errors.js';

interface ResumeRow {
  file_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_at: Date;
  text?: string;
  file_data?: Buffer;
}

/** One user as staff see them: profile, counts, mail connection status, resume. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lists: AdminListsService,
  ) {}

  async detail(userId: string): Promise<AdminUserDetail> {
    const [row] = (await this.dataSource.query(
      `SELECT ${ADMIN_USER_COLUMNS}, u.terms_accepted_at, u.updated_at FROM users u WHERE u.id = $1`,
      [userId],
    )) as (AdminUserRow & { terms_accepted_at: Date | null; updated_at: Date })[];
    if (!row) throw new AdminUserNotFoundError();
    const [resume, mailAccounts, searches, applications] = await Promise.all([
      this.resumeRow(userId, false),
      this.lists.mailAccountsOf(userId),
      this.dataSource.query(
        `SELECT status, count(*)::int AS n FROM search_requests WHERE user_id = $1 GROUP BY status`,
        [userId],
      ) as Promise<{ status: SearchStatus; n: number }[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS sent,
                count(*) FILTER (WHERE outcome = 'replied')::int AS replied,
                count(*) FILTER (WHERE outcome = 'interview')::int AS interview,
                count(*) FILTER (WHERE outcome = 'rejected')::int AS rejected
           FROM email_applications WHERE user_id = $1 AND status = 'sent'`,
        [userId],
      ) as Promise<AdminUserDetail['applications'][]>,
    ]);
    return {
      ...toAdminUser(row),
      termsAcceptedAt: row.terms_accepted_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
      resume: resume ? resumeInfo(resume) : null,
      mailAccounts,
      searchesByStatus: Object.fromEntries(searches.map((s) => [s.status, s.n])),
      applications: applications[0] ?? { sent: 0, replied: 0, interview: 0, rejected: 0 },
    };
  }

  async resume(userId: string): Promise<AdminResume> {
    const row = await this.existingResume(userId, false);
    return { ...resumeInfo(row), text: row.text ?? '' };
  }

  async resumeFile(userId: string): Promise<{ fileName: string; mimeType: string; data: Buffer }> {
    const row = await this.existingResume(userId, true);
    return { fileName: row.file_name, mimeType: row.mime_type, data: row.file_data ?? Buffer.alloc(0) };
  }

  /** The user's email, or a 404 when the account does not exist (before anything is read or audited). */
  async emailOf(userId: string): Promise<string> {
    const [row] = (await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [userId])) as {
      email: string;
    }[];
    if (!row) throw new AdminUserNotFoundError();
    return row.email;
  }

  private async existingResume(userId: string, withFile: boolean): Promise<ResumeRow> {
    await this.emailOf(userId);
    const row = await this.resumeRow(userId, withFile);
    if (!row) throw new AdminResumeNotFoundError();
    return row;
  }

  private async resumeRow(userId: string, withFile: boolean): Promise<ResumeRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT file_name, mime_type, size_bytes, uploaded_at, text${withFile ? ', file_data' : ''}
         FROM resumes WHERE user_id = $1`,
      [userId],
    )) as ResumeRow[];
    return row;
  }
}

function resumeInfo(r: ResumeRow): AdminUserDetail['resume'] & object {
  return {
    fileName: r.file_name,
    mimeType: r.mime_type,
    sizeBytes: r.size_bytes,
    uploadedAt: r.uploaded_at.toISOString(),
  };
}
