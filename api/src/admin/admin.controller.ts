import { BadRequestException, Controller, Get, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type {
  AdminEmailApplication,
  AdminJobRequest,
  AdminMailAccount,
  AdminResume,
  AdminUser,
  AdminUserDetail,
  AuditLogEntry,
  Paginated,
  UserDataExport,
} from '@app/types';
import type { Response } from 'express';
import { sendExportFile } from '../account/send-export-file.js';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { UuidParam } from '../common/http/uuid-param.js';
import { StaffGuard } from '../auth/staff.guard.js';
import { attachmentDisposition } from '../resume/content-disposition.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminService } from './admin.service.js';
import { AdminListQueryDto, AdminUsersQueryDto, AuditLogQueryDto } from './dto/admin-query.dto.js';

/** `:id` of a user route: staff type or paste it, so a malformed one is a 400 that says so. */
const userId = () => UuidParam('id', () => new BadRequestException('The user id must be a UUID'));

/** The staff data viewer's calls (spec §7 admin calls). Staff only; every read of users' data is audited. */
@Controller('admin')
@UseGuards(StaffGuard)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('users-detailed')
  users(@CurrentUser() staff: UserEntity, @Query() query: AdminUsersQueryDto): Promise<Paginated<AdminUser>> {
    return this.admin.listUsers(staff.id, query);
  }

  @Get('job-requests-detailed')
  jobRequests(
    @CurrentUser() staff: UserEntity,
    @Query() query: AdminListQueryDto,
  ): Promise<Paginated<AdminJobRequest>> {
    return this.admin.listJobRequests(staff.id, query);
  }

  @Get('email-applications-detailed')
  emailApplications(
    @CurrentUser() staff: UserEntity,
    @Query() query: AdminListQueryDto,
  ): Promise<Paginated<AdminEmailApplication>> {
    return this.admin.listEmailApplications(staff.id, query);
  }

  /** Mail accounts of both providers, under the spec's name; no secret is ever selected. */
  @Get('gmail-credentials-detailed')
  mailAccounts(
    @CurrentUser() staff: UserEntity,
    @Query() query: AdminListQueryDto,
  ): Promise<Paginated<AdminMailAccount>> {
    return this.admin.listMailAccounts(staff.id, query);
  }

  @Get('audit-log')
  auditLog(@Query() query: AuditLogQueryDto): Promise<Paginated<AuditLogEntry>> {
    return this.admin.auditLog(query);
  }

  @Get('users/:id')
  user(@CurrentUser() staff: UserEntity, @userId() id: string): Promise<AdminUserDetail> {
    return this.admin.user(staff.id, id);
  }

  @Get('users/:id/resume')
  resume(@CurrentUser() staff: UserEntity, @userId() id: string): Promise<AdminResume> {
    return this.admin.resume(staff.id, id);
  }

  @Get('users/:id/resume/file')
  async resumeFile(
    @CurrentUser() staff: UserEntity,
    @userId() id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.admin.resumeFile(staff.id, id);
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' });
    return new StreamableFile(file.data, {
      type: file.mimeType,
      disposition: attachmentDisposition(file.fileName),
      length: file.data.length,
    });
  }

  /** The user's full data as a JSON file named for them (no secrets, no file bytes). */
  @Get('users/:id/export')
  async export(
    @CurrentUser() staff: UserEntity,
    @userId() id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDataExport> {
    return sendExportFile(res, await this.admin.export(staff.id, id));
  }
}
