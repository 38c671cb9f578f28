import { Injectable } from '@nestjs/common';
import { PAYMENT_INTEREST_MIN_ANSWERS, type PaymentInterestSummary } from '@app/types';
import { DataSource } from 'typeorm';

/**
 * The payment-interest question ("Would you actually pay …?"). Accounts' answers are stored, and the page is shown
 * the real share of yes answers so far, or none while there are fewer than PAYMENT_INTEREST_MIN_ANSWERS. Answers
 * signed-out visitors gave before these were refused (by browser session) are kept but never counted.
 */
@Injectable()
export class FeedbackService {
  constructor(private readonly dataSource: DataSource) {}

  /** One answer per account; answering again replaces it. */
  async answerPaymentInterest(userId: string, wouldPay: boolean): Promise<PaymentInterestSummary> {
    // INSERT … SELECT: an account deleted since the session began answers nothing.
    await this.dataSource.query(
      `INSERT INTO feedback (kind, user_id, would_pay)
       SELECT 'payment_interest', id, $2 FROM users WHERE id = $1
       ON CONFLICT (kind, user_id) WHERE user_id IS NOT NULL
       DO UPDATE SET would_pay = EXCLUDED.would_pay, updated_at = now()`,
      [userId, wouldPay],
    );
    return this.paymentInterestSummary();
  }

  async paymentInterestSummary(): Promise<PaymentInterestSummary> {
    const [row] = await this.dataSource.query<{ answers: number; yes: number }[]>(
      `SELECT count(*)::int AS answers, count(*) FILTER (WHERE would_pay)::int AS yes
         FROM feedback WHERE kind = 'payment_interest' AND user_id IS NOT NULL`,
    );
    const answers = row?.answers ?? 0;
    const yes = row?.yes ?? 0;
    return {
      answers,
      yesShare: answers >= PAYMENT_INTEREST_MIN_ANSWERS ? Math.round((yes / answers) * 100) : null,
      minAnswers: PAYMENT_INTEREST_MIN_ANSWERS,
    };
  }
}
