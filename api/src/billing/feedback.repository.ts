import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The payment-interest answers counted: accounts' only (signed-out visitors' older answers are kept, not counted). */
export interface PaymentInterestCountsRow {
  answers: number;
  yes: number;
}

/** The feedback table's SQL. */
@Injectable()
export class FeedbackRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One answer per account, replacing an earlier one; an account deleted since the session began answers nothing. */
  async upsertPaymentInterest(userId: string, wouldPay: boolean): Promise<void> {
    // INSERT … SELECT: nothing is written for a user row that is gone.
    await this.dataSource.query(
      `INSERT INTO feedback (kind, user_id, would_pay)
       SELECT 'payment_interest', id, $2 FROM users WHERE id = $1
       ON CONFLICT (kind, user_id) WHERE user_id IS NOT NULL
       DO UPDATE SET would_pay = EXCLUDED.would_pay, updated_at = now()`,
      [userId, wouldPay],
    );
  }

  async paymentInterestCounts(): Promise<PaymentInterestCountsRow | undefined> {
    const [row] = await this.dataSource.query<PaymentInterestCountsRow[]>(
      `SELECT count(*)::int AS answers, count(*) FILTER (WHERE would_pay)::int AS yes
         FROM feedback WHERE kind = 'payment_interest' AND user_id IS NOT NULL`,
    );
    return row;
  }
}
