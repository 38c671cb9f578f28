import { Injectable } from '@nestjs/common';
import { PAYMENT_INTEREST_MIN_ANSWERS, type PaymentInterestSummary } from '@app/types';
import { DataSource } from 'typeorm';

/** Who answered: the signed-in account, else the browser session (one answer each; answering again replaces it). */
/**
 * Who answered: the signed-in account when there is one, else the browser session. One answer each; answering
 * again replaces it.
 */
export interface Respondent {
  userId: string | null;
  /** Called only for visitors who are not signed in. */
  sessionKey: () => string;
}

/**
 * The payment-interest question ("Would you actually pay …?"). Answers are stored, and the page is shown the real
 * share of yes answers so far, or none while there are fewer than PAYMENT_INTEREST_MIN_ANSWERS.
 */
@Injectable()
export class FeedbackService {
  constructor(private readonly dataSource: DataSource) {}

  async answerPaymentInterest(respondent: Respondent, wouldPay: boolean): Promise<PaymentInterestSummary> {
    if (respondent.userId) {
      // INSERT … SELECT: an account deleted since the session began answers nothing.
      await this.dataSource.query(
        `INSERT INTO feedback (kind, user_id, would_pay)
         SELECT 'payment_interest', id, $2 FROM users WHERE id = $1
         ON CONFLICT (kind, user_id) WHERE user_id IS NOT NULL
         DO UPDATE SET would_pay = EXCLUDED.would_pay, updated_at = now()`,
        [respondent.userId, wouldPay],
      );
    } else {
      await this.dataSource.query(
        `INSERT INTO feedback (kind, session_key, would_pay) VALUES ('payment_interest', $1, $2)
         ON CONFLICT (kind, session_key) WHERE user_id IS NULL
         DO UPDATE SET would_pay = EXCLUDED.would_pay, updated_at = now()`,
        [respondent.sessionKey(), wouldPay],
      );
    }
    return this.paymentInterestSummary();
  }

  async paymentInterestSummary(): Promise<PaymentInterestSummary> {
    const [row] = await this.dataSource.query<{ answers: number; yes: number }[]>(
      `SELECT count(*)::int AS answers, count(*) FILTER (WHERE would_pay)::int AS yes
         FROM feedback WHERE kind = 'payment_interest'`,
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
