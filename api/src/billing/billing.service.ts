import { Inject, Injectable } from '@nestjs/common';
import {
  REFUND_WINDOW_DAYS,
  type CheckoutResponse,
  type PricingInfo,
  type RefundRequest,
  type SubscriptionStatus,
} from '@app/types';
import { QueryFailedError } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlansService } from '../plans/plans.service.js';
import { SearchQuotaService } from '../plans/search-quota.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  AlreadySubscribedError,
  CancelUnavailableError,
  NoSubscriptionToCancelError,
  NoChargeToRefundError,
  PaymentsUnavailableError,
  RefundAlreadyRequestedError,
  RefundWindowClosedError,
} from './billing.errors.js';
import { BillingEventsRepository } from './billing-events.repository.js';
import type { RefundRequestEntity } from './entities/refund-request.entity.js';
import { RefundRequestsRepository } from './refund-requests.repository.js';
import type { SubscriptionEntity } from '../plans/entities/subscription.entity.js';
import { PaddleApi } from './paddle-api.js';
import { countryOf, isCurrency, pricingFor, pricingIn } from './pricing.js';
import { SubscriptionsRepository } from '../plans/subscriptions.repository.js';

const DAY_MS = 86_400_000;

/** What the request says about where the visitor is (see countryOf). */
export interface VisitorHints {
  proxyCountry: string | null;
  acceptLanguage: string | null;
}

interface FirstCharge {
  transactionId: string;
  chargedAt: Date;
  amountMinor: string | null;
  currency: string | null;
}

/** The plan a user sees, the checkout that starts Pro, localised prices, and refund requests. */
@Injectable()
export class BillingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: BillingEventsRepository,
    private readonly refunds: RefundRequestsRepository,
    private readonly plans: PlansService,
    private readonly quota: SearchQuotaService,
    private readonly clock: Clock,
    private readonly audit: AuditLogService,
    private readonly paddleApi: PaddleApi,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  pricing(hints: VisitorHints): PricingInfo {
    return pricingFor(countryOf(hints.proxyCountry, hints.acceptLanguage), this.config.billing.prices);
  }

  async status(user: UserEntity): Promise<SubscriptionStatus> {
    const { plan, subscription: active } = await this.plans.standingOf(user);
    const [searches, refund] = await Promise.all([this.quota.usage(user, plan), this.refundState(user.id)]);
    const shown = active ?? (await this.plans.latestSubscription(user.id));
    const cancelAtPeriodEnd = active?.scheduledChangeAction === 'cancel';
    return {
      nextCharge: active && !cancelAtPeriodEnd ? this.nextCharge(active) : null,
      hasActiveSubscription: !!active,
      expiresAt: active ? iso(endOf(active)) : null,
      plan,
      trialEndsAt: iso(this.plans.trialEndsAt(user)),
      status: shown?.status ?? null,
      cancelAtPeriodEnd,
      searches,
      refund,
    };
  }

  /**
   * Cancels the user's paid subscription at the end of the period already paid for, through Paddle's API; Pro stays
   * until then and nothing more is charged. Asking again once it is scheduled changes nothing.
   */
  async cancelAtPeriodEnd(user: UserEntity): Promise<SubscriptionStatus> {
    const active = await this.plans.activeSubscription(user.id);
    if (!active) throw new NoSubscriptionToCancelError();
    if (active.scheduledChangeAction !== 'cancel') {
      if (!this.paddleApi.configured) throw new CancelUnavailableError();
      const { effectiveAt } = await this.paddleApi.cancelAtPeriodEnd(active.providerSubscriptionId);
      await this.subscriptions.markCancelScheduled(active.id, effectiveAt);
    }
    return this.status(user);
  }

  /** The renewal: when Paddle bills next and Pro's price in the subscription's currency. */
  private nextCharge(s: SubscriptionEntity): SubscriptionStatus['nextCharge'] {
    if (!s.nextBilledAt || !isCurrency(s.currency)) return null;
    const pricing = pricingIn(s.currency, this.config.billing.prices);
    return { at: s.nextBilledAt.toISOString(), ...pricing };
  }

  /** What the web needs to open Paddle's overlay checkout for Pro in the visitor's currency. */
  async checkout(user: UserEntity, hints: VisitorHints): Promise<CheckoutResponse> {
    const paddle = this.config.billing.paddle;
    const pricing = this.pricing(hints);
    const currency = pricing.currency as 'USD' | 'INR';
    const priceId = paddle.priceIds[currency] ?? paddle.priceIds.USD;
    if (!paddle.clientToken || !priceId || paddle.webhookSecrets.length === 0) throw new PaymentsUnavailableError();
    if (await this.plans.activeSubscription(user.id)) throw new AlreadySubscribedError();
    const charged = paddle.priceIds[currency] ? currency : 'USD';
    return {
      paddleJsUrl: paddle.jsUrl,
      environment: paddle.environment,
      clientToken: paddle.clientToken,
      priceId,
      currency: charged,
      price: this.config.billing.prices[charged],
      customer: { email: user.email },
      customData: { userId: user.id },
    };
  }

  /**
   * A first-time subscriber asks for their money back within REFUND_WINDOW_DAYS of the first charge. The request is
   * recorded for staff (one per account); outside the window it is refused with the policy's words.
   */
  async requestRefund(user: UserEntity, reason: string | undefined): Promise<RefundRequest> {
    if (await this.refunds.existsFor(user.id)) throw new RefundAlreadyRequestedError();
    const charge = await this.firstCharge(user.id);
    if (!charge) throw new NoChargeToRefundError();
    if (this.clock.now().getTime() > charge.chargedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) {
      throw new RefundWindowClosedError(charge.chargedAt);
    }
    try {
      const row = await this.refunds.insert({
        userId: user.id,
        providerTransactionId: charge.transactionId,
        chargedAt: charge.chargedAt,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        reason: reason?.trim() || null,
        status: 'requested',
      });
      return toRefundRequest(row);
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === '23505') {
        throw new RefundAlreadyRequestedError();
      }
      throw err;
    }
  }

  /**
   * Every refund request, newest first, with whose it is (the staff view). A staff read of users' data: written to
   * the audit log before the data leaves, like the admin viewer's lists (no audit row, no data).
   */
  async refundRequests(staffId: string): Promise<RefundRequest[]> {
    const rows = await this.refunds.newestFirst();
    const users = rows.length ? await this.refunds.emailsOf(rows.map((r) => r.userId)) : [];
    const emailOf = new Map(users.map((u) => [u.id, u.email]));
    await this.audit.record({ staffUserId: staffId, action: 'refund-requests.list', detail: { rows: rows.length } });
    return rows.map((r) => ({ ...toRefundRequest(r), userEmail: emailOf.get(r.userId) }));
  }

  private async refundState(userId: string): Promise<SubscriptionStatus['refund']> {
    const existing = await this.refunds.findFor(userId);
    if (existing) return { eligibleUntil: null, requested: toRefundRequest(existing) };
    const charge = await this.firstCharge(userId);
    if (!charge) return { eligibleUntil: null, requested: null };
    const until = new Date(charge.chargedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
    return { eligibleUntil: this.clock.now() < until ? until.toISOString() : null, requested: null };
  }

  /** The account's first completed payment with money in it. */
  private async firstCharge(userId: string): Promise<FirstCharge | null> {
    const row = await this.events.firstCharge(userId);
    if (!row?.providerTransactionId) return null;
    return {
      transactionId: row.providerTransactionId,
      chargedAt: row.occurredAt,
      amountMinor: row.amountMinor,
      currency: row.currency,
    };
  }
}

/** When the paid period ends: the scheduled cancellation, else the current period's end. */
function endOf(s: SubscriptionEntity): Date | null {
  if (s.scheduledChangeAction === 'cancel' && s.scheduledChangeAt) return s.scheduledChangeAt;
  return s.currentPeriodEndsAt ?? s.nextBilledAt;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toRefundRequest(r: RefundRequestEntity): RefundRequest {
  return {
    id: r.id,
    userId: r.userId,
    status: r.status,
    reason: r.reason,
    chargedAt: r.chargedAt.toISOString(),
    amountMinor: r.amountMinor === null ? null : Number(r.amountMinor),
    currency: r.currency,
    providerTransactionId: r.providerTransactionId,
    createdAt: r.createdAt.toISOString(),
  };
}
