import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { CheckoutResponse, PricingInfo, RefundRequest, SubscriptionStatus } from '@app/types';
import type { Request } from 'express';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { StaffGuard } from '../auth/staff.guard.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { BillingService } from './billing.service.js';
import { RefundRequestDto } from './dto/refund-request.dto.js';
import { visitorHints } from './visitor-hints.js';

@Controller()
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public: the Pro price in the visitor's currency (the pricing page shows it before sign-in). */
  @Get('user-location')
  pricing(@Req() req: Request): PricingInfo {
    return this.billing.pricing(visitorHints(req, this.config));
  }

  @Get('subscription-status')
  @UseGuards(SignedInGuard)
  status(@CurrentUser() user: UserEntity): Promise<SubscriptionStatus> {
    return this.billing.status(user);
  }

  @Post('billing/checkout')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  checkout(@CurrentUser() user: UserEntity, @Req() req: Request): Promise<CheckoutResponse> {
    return this.billing.checkout(user, visitorHints(req, this.config));
  }

  /** Cancel Pro at the end of the paid period (Paddle's scheduled cancel); answers the new status. */
  @Post('billing/cancel')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  cancel(@CurrentUser() user: UserEntity): Promise<SubscriptionStatus> {
    return this.billing.cancelAtPeriodEnd(user);
  }

  @Post('billing/refund-request')
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  requestRefund(@CurrentUser() user: UserEntity, @Body() body: RefundRequestDto): Promise<RefundRequest> {
    return this.billing.requestRefund(user, body.reason);
  }

  /** Staff: every refund request, to review (the read is audited). */
  @Get('billing/refund-requests')
  @UseGuards(StaffGuard)
  refundRequests(@CurrentUser() staff: UserEntity): Promise<RefundRequest[]> {
    return this.billing.refundRequests(staff.id);
  }
}
