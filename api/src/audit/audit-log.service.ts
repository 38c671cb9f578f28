import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditLogEntry, AuditLogQuery, Paginated } from '@app/types';
import type { AuditDetail } from './audit-log.entity.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { accountRef } from './subject-ref.js';

export interface AuditRecord {
  staffUserId: string;
  action: AuditAction;
  /** The account whose data was read; absent for a list over many accounts. */
  subjectUserId?: string | null;
  detail?: AuditDetail;
}

/** Writes and reads the staff audit log (who read whose data, what, when). */
@Injectable()
export class AuditLogService {
  constructor(private readonly log: AuditLogRepository) {}

  async record(entry: AuditRecord): Promise<void> {
    const subject = entry.subjectUserId ?? null;
    await this.log.insert({
      staffUserId: entry.staffUserId,
      staffRef: accountRef(entry.staffUserId),
      subjectUserId: subject,
      subjectRef: subject ? accountRef(subject) : null,
      action: entry.action,
      detail: entry.detail ?? {},
    });
  }

  /** Newest first. Rows about a user are found by their id, or by its ref once the account is gone. */
  async list(
    query: Required<Pick<AuditLogQuery, 'page' | 'pageSize'>> & AuditLogQuery,
  ): Promise<Paginated<AuditLogEntry>> {
    const { rows, total } = await this.log.page(
      { subjectRef: query.userId ? accountRef(query.userId) : undefined, action: query.action },
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return {
      items: rows.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        action: r.action,
        staffUserId: r.staff_user_id,
        staffEmail: r.staff_email,
        staffRef: r.staff_ref,
        subjectUserId: r.subject_user_id,
        subjectEmail: r.subject_email,
        subjectRef: r.subject_ref,
        detail: r.detail,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** When staff read this account's data and what, for the person's own export (who is not said). */
  async accessTo(userId: string): Promise<{ at: string; action: AuditAction }[]> {
    const rows = await this.log.accessesByRef(accountRef(userId));
    return rows.map((r) => ({ at: r.at.toISOString(), action: r.action }));
  }

  /** Removes rows older than the cut; answers how many went. */
  async deleteOlderThan(cut: Date): Promise<number> {
    return this.log.deleteOlderThan(cut);
  }
}
