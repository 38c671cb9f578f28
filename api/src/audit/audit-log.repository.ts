import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditAction } from '@app/types';
import { Repository } from 'typeorm';
import { type AuditDetail, AuditLogEntity } from './audit-log.entity.js';

/** A row of the log as the staff list shows it, with both accounts' emails while they exist. */
export interface AuditRow {
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

/** Rows to insert: the refs are worked out by the service. */
export type NewAuditRow = Pick<
  AuditLogEntity,
  'staffUserId' | 'staffRef' | 'subjectUserId' | 'subjectRef' | 'action' | 'detail'
>;

/** The audit_log table's SQL. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

  async insert(row: NewAuditRow): Promise<void> {
    await this.log.insert(row);
  }

  /** One page, newest first, filtered by subject ref and/or action; with the total over the filter. */
  async page(
    filter: { subjectRef?: string; action?: AuditAction },
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.subjectRef) {
      params.push(filter.subjectRef);
      where.push(`a.subject_ref = $${params.length}`);
    }
    if (filter.action) {
      params.push(filter.action);
      where.push(`a.action = $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.log.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM audit_log a ${clause}`,
      params,
    );
    const rows = await this.log.query<AuditRow[]>(
      `SELECT a.id, a.at, a.action, a.staff_user_id, s.email AS staff_email, a.staff_ref,
              a.subject_user_id, u.email AS subject_email, a.subject_ref, a.detail
         FROM audit_log a
         LEFT JOIN users s ON s.id = a.staff_user_id
         LEFT JOIN users u ON u.id = a.subject_user_id
         ${clause}
        ORDER BY a.at DESC, a.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total };
  }

  /** When and what was read about the account with this ref, newest first. */
  async accessesByRef(subjectRef: string): Promise<{ at: Date; action: AuditAction }[]> {
    return this.log.find({ where: { subjectRef }, order: { at: 'DESC' }, select: { at: true, action: true } });
  }

  /** Removes rows older than the cut; answers how many went. */
  async deleteOlderThan(cut: Date): Promise<number> {
    const result = await this.log.createQueryBuilder().delete().where('at < :cut', { cut }).execute();
    return result.affected ?? 0;
  }
}
