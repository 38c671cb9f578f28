import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RefundRequestEntity } from './entities/refund-request.entity.js';

/** The fields of a new refund request (TypeORM's own partial type). */
type NewRefundRequest = Parameters<Repository<RefundRequestEntity>['create']>[0];

/**
 * The refund_requests rows as BillingService records and lists them; the staff list's emails are a read of the
 * users table (users' room) kept here, next to the one list that needs it.
 */
@Injectable()
export class RefundRequestsRepository {
  constructor(@InjectRepository(RefundRequestEntity) private readonly refunds: Repository<RefundRequestEntity>) {}

  /** Whether the account asked for a refund already. */
  existsFor(userId: string): Promise<boolean> {
    return this.refunds.existsBy({ userId });
  }

  /** The account's refund request, if any. */
  findFor(userId: string): Promise<RefundRequestEntity | null> {
    return this.refunds.findOneBy({ userId });
  }

  /** Stores a new request (a second one for the account fails on the unique index, 23505). */
  insert(fields: NewRefundRequest): Promise<RefundRequestEntity> {
    return this.refunds.save(this.refunds.create(fields));
  }

  /** Every refund request, newest first. */
  newestFirst(): Promise<RefundRequestEntity[]> {
    return this.refunds.find({ order: { createdAt: 'DESC' } });
  }

  /** The email address of each of these accounts that still exists. */
  emailsOf(userIds: string[]): Promise<{ id: string; email: string }[]> {
    return this.refunds.manager.query<{ id: string; email: string }[]>(
      `SELECT id, email FROM users WHERE id = ANY($1)`,
      [userIds],
    );
  }
}
