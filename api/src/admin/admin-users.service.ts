import { Injectable } from '@nestjs/common';
import type { AdminResume, AdminUserDetail } from '@app/types';
import { AdminListsRepository, toAdminUser } from './admin-lists.repository.js';
import { type AdminResumeRow, AdminUsersRepository } from './admin-users.repository.js';
import { AdminResumeNotFoundError, AdminUserNotFoundError } from './admin.errors.js';

/** One user as staff see them: profile, counts, mail connection status, resume. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly rows: AdminUsersRepository,
    private readonly lists: AdminListsRepository,
  ) {}

  async detail(userId: string): Promise<AdminUserDetail> {
    const row = await this.rows.user(userId);
    if (!row) throw new AdminUserNotFoundError();
    const [resume, mailAccounts, searches, applications] = await Promise.all([
      this.resumeRow(userId, false),
      this.lists.mailAccountsOf(userId),
      this.rows.searchesByStatus(userId),
      this.rows.applicationCounts(userId),
    ]);
    return {
      ...toAdminUser(row),
      termsAcceptedAt: row.terms_accepted_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
      resume: resume ? resumeInfo(resume) : null,
      mailAccounts,
      searchesByStatus: Object.fromEntries(searches.map((s) => [s.status, s.n])),
      applications: applications ?? { sent: 0, replied: 0, interview: 0, rejected: 0 },
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
    const email = await this.rows.emailOf(userId);
    if (email === null) throw new AdminUserNotFoundError();
    return email;
  }

  private async existingResume(userId: string, withFile: boolean): Promise<AdminResumeRow> {
    await this.emailOf(userId);
    const row = await this.resumeRow(userId, withFile);
    if (!row) throw new AdminResumeNotFoundError();
    return row;
  }

  private resumeRow(userId: string, withFile: boolean): Promise<AdminResumeRow | undefined> {
    return this.rows.resume(userId, withFile);
  }
}

function resumeInfo(r: AdminResumeRow): AdminUserDetail['resume'] & object {
  return {
    fileName: r.file_name,
    mimeType: r.mime_type,
    sizeBytes: r.size_bytes,
    uploadedAt: r.uploaded_at.toISOString(),
  };
}
