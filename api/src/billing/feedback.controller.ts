import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { PaymentInterestResponse } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { PaymentInterestDto } from './dto/payment-interest.dto.js';
import { FeedbackService } from './feedback.service.js';

/**
 * The /payment-feedback page's YES/NO answer, from signed-in accounts only: one answer each, so the share it answers
 * is real (a signed-out answer counted once per cookie-less request, and anyone could stuff the poll).
 */
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post('payment-interest')
  @UseGuards(SignedInGuard)
  @HttpCode(200)
  answer(@CurrentUser() user: UserEntity, @Body() body: PaymentInterestDto): Promise<PaymentInterestResponse> {
    return this.feedback.answerPaymentInterest(user.id, body.wouldPay);
  }
}
