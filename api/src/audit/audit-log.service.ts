import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditAction, AuditLogEntry, AuditLogQuery, Paginated } from '@app/types';
import { Repository } from 'typeorm';
import { type AuditDetail, AuditLogEntity } from './audit-log.entity.js';
import { accountRef } from './subject-ref.js';

export interface AuditRecord {
  staffUserId: string;
  action: AuditAction;
  /** The account whose data was read; absent for a list over many accounts. */
  subjectUserId?: string | null;
  detail?: AuditDetail;
}

interface AuditRow {
  id: string;
  at: Date;
  action: AuditAction;
  staff_user_id: string | null;
  staff_email: string | null;
  staff_ref: string;
  subject_user_id: string | null;
  subject_email: string | null;
  subject_ref: string | null;
  detail: AuditDetail;
}

/** Writes and reads the staff audit log (who read whose data, what, when). */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

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
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.userId) {
      params.push(accountRef(query.userId));
      where.push(`a.subject_ref = $${params.length}`);
    }
    if (query.action) {
      params.push(query.action);
      where.push(`a.action = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.log.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM audit_log a ${filter}`,
      params,
    );
    const rows = await this.log.query<AuditRow[]>(
      `SELECT a.id, a.at, a.action, a.staff_user_id, s.email AS staff_email, a.staff_ref,
              a.subject_user_id, u.email AS subject_email, a.subject_ref, a.detail
         FROM audit_log a
         LEFT JOIN users s ON s.id = a.staff_user_id
         LEFT JOIN users u ON u.id = a.subject_user_id
         ${filter}
        ORDER BY a.at DESC, a.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
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
    const rows = await this.log.find({
      where: { subjectRef: accountRef(userId) },
      order: { at: 'DESC' },
      select: { at: true, action: true },
    });
    return rows.map((r) => ({ at: r.at.toISOString(), action: r.action }));
  }

  /** Removes rows older than the cut; answers how many went. */
  async deleteOlderThan(cut: Date): Promise<number> {
    const result = await this.log.createQueryBuilder().delete().where('at < :cut', { cut }).execute();
    return result.affected ?? 0;
  }
}
