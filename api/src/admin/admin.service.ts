import { Injectable } from '@nestjs/common';
import type {
  AdminEmailApplication,
  AdminJobRequest,
  AdminMailAccount,
  AdminResume,
  AdminUser,
  AdminUserDetail,
  AuditAction,
  AuditLogEntry,
  Paginated,
} from '@app/types';
import { AuditLogService } from '../audit/audit-log.service.js';
import { type UserDataExportFile, UserDataExportService } from '../account/user-data-export.service.js';
import { AdminListsRepository, type PageQuery } from './admin-lists.repository.js';
import { AdminUsersService } from './admin-users.service.js';
import type { AuditLogQueryDto } from './dto/admin-query.dto.js';

/**
 * Every staff read, each written to the audit log before the data leaves (DESIGN.md §6): if the audit row cannot be
 * written, the data is not sent. A list names the page read and whether a search text was used, never the text.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly lists: AdminListsRepository,
    private readonly users: AdminUsersService,
    private readonly exports: UserDataExportService,
    private readonly audit: AuditLogService,
  ) {}

  async listUsers(staffId: string, query: PageQuery): Promise<Paginated<AdminUser>> {
    const page = await this.lists.users(query);
    await this.recordList(staffId, 'users.list', query);
    return page;
  }

  async listJobRequests(staffId: string, query: PageQuery): Promise<Paginated<AdminJobRequest>> {
    if (query.userId) await this.users.emailOf(query.userId);
    const page = await this.lists.jobRequests(query);
    await this.recordList(staffId, 'job-requests.list', query);
    return page;
  }

  async listEmailApplications(staffId: string, query: PageQuery): Promise<Paginated<AdminEmailApplication>> {
    if (query.userId) await this.users.emailOf(query.userId);
    const page = await this.lists.emailApplications(query);
    await this.recordList(staffId, 'email-applications.list', query);
    return page;
  }

  async listMailAccounts(staffId: string, query: PageQuery): Promise<Paginated<AdminMailAccount>> {
    if (query.userId) await this.users.emailOf(query.userId);
    const page = await this.lists.mailAccounts(query);
    await this.recordList(staffId, 'mail-accounts.list', query);
    return page;
  }

  async user(staffId: string, userId: string): Promise<AdminUserDetail> {
    const detail = await this.users.detail(userId);
    await this.audit.record({ staffUserId: staffId, action: 'user.view', subjectUserId: userId });
    return detail;
  }

  async resume(staffId: string, userId: string): Promise<AdminResume> {
    const resume = await this.users.resume(userId);
    await this.audit.record({ staffUserId: staffId, action: 'resume.view', subjectUserId: userId });
    return resume;
  }

  async resumeFile(staffId: string, userId: string): Promise<{ fileName: string; mimeType: string; data: Buffer }> {
    const file = await this.users.resumeFile(userId);
    await this.audit.record({ staffUserId: staffId, action: 'resume.download', subjectUserId: userId });
    return file;
  }

  async export(staffId: string, userId: string): Promise<UserDataExportFile> {
    await this.users.emailOf(userId);
    const file = await this.exports.export(userId);
    await this.audit.record({ staffUserId: staffId, action: 'user.export', subjectUserId: userId });
    return file;
  }

  auditLog(query: AuditLogQueryDto): Promise<Paginated<AuditLogEntry>> {
    return this.audit.list(query);
  }

  private recordList(staffId: string, action: AuditAction, query: PageQuery): Promise<void> {
    return this.audit.record({
      staffUserId: staffId,
      action,
      subjectUserId: query.userId ?? null,
      detail: { page: query.page, pageSize: query.pageSize, searched: Boolean(query.q) },
    });
  }
}
