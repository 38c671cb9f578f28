import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { PaymentInterestResponse } from '@app/types';
import type { Request } from 'express';
import { PaymentInterestDto } from './dto/payment-interest.dto.js';
import { FeedbackService } from './feedback.service.js';

declare module 'express-session' {
  interface SessionData {
    /** Identifies a signed-out visitor's feedback answer, so answering again replaces it. */
    feedbackKey: string;
  }
}

/** Public: the /payment-feedback page's YES/NO answer; answers the real share of answers so far. */
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post('payment-interest')
  @HttpCode(200)
  answer(@Req() req: Request, @Body() body: PaymentInterestDto): Promise<PaymentInterestResponse> {
    return this.feedback.answerPaymentInterest(
      { userId: req.session.userId ?? null, sessionKey: () => (req.session.feedbackKey ??= randomUUID()) },
      body.wouldPay,
    );
  }
}
