import { Injectable } from '@nestjs/common';
import { PAYMENT_INTEREST_MIN_ANSWERS, type PaymentInterestSummary } from '@app/types';
import { FeedbackRepository } from './feedback.repository.js';

/**
 * The payment-interest question ("Would you actually pay …?"). Accounts' answers are stored, and the page is shown
 * the real share of yes answers so far, or none while there are fewer than PAYMENT_INTEREST_MIN_ANSWERS. Answers
 * signed-out visitors gave before these were refused (by browser session) are kept but never counted.
 */
@Injectable()
export class FeedbackService {
  constructor(private readonly feedback: FeedbackRepository) {}

  /** One answer per account; answering again replaces it. */
  async answerPaymentInterest(userId: string, wouldPay: boolean): Promise<PaymentInterestSummary> {
    await this.feedback.upsertPaymentInterest(userId, wouldPay);
    return this.paymentInterestSummary();
  }

  async paymentInterestSummary(): Promise<PaymentInterestSummary> {
    const row = await this.feedback.paymentInterestCounts();
    const answers = row?.answers ?? 0;
    const yes = row?.yes ?? 0;
    return {
      answers,
      yesShare: answers >= PAYMENT_INTEREST_MIN_ANSWERS ? Math.round((yes / answers) * 100) : null,
      minAnswers: PAYMENT_INTEREST_MIN_ANSWERS,
    };
  }
}
