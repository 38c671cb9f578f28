import { addMonth, type CatalogPrice, money, paddleId, paddleTimestamp, SANDBOX_PADDLE } from './catalog.js';

/** Paddle Billing's subscription statuses. */
export type PaddleSubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'paused' | 'trialing';

/** The customer, subscription and transactions the stand-in keeps for one purchase. */
export interface StandInCustomer {
  id: string;
  email: string;
  name: string | null;
  addressId: string;
  countryCode: string;
  createdAt: string;
}

export interface StandInSubscription {
  id: string;
  status: PaddleSubscriptionStatus;
  customer: StandInCustomer;
  price: CatalogPrice;
  customData: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string;
  firstBilledAt: string;
  periodStartsAt: string;
  periodEndsAt: string;
  pausedAt: string | null;
  canceledAt: string | null;
  scheduledChange: { action: 'cancel' | 'pause' | 'resume'; effective_at: string; resume_at: null } | null;
}

export interface StandInTransaction {
  id: string;
  subscriptionId: string;
  customer: StandInCustomer;
  price: CatalogPrice;
  customData: Record<string, unknown> | null;
  origin: 'web' | 'subscription_recurring';
  invoiceNumber: string;
  billedAt: string;
  periodStartsAt: string;
  periodEndsAt: string;
  card: { last4: string; cardholderName: string };
}

/** The notification envelope Paddle posts to a destination. */
export interface PaddleEvent<T = unknown> {
  event_id: string;
  event_type: string;
  occurred_at: string;
  notification_id: string;
  data: T;
}

export function event<T>(eventType: string, data: T, occurredAt = paddleTimestamp()): PaddleEvent<T> {
  return {
    event_id: paddleId('evt'),
    event_type: eventType,
    occurred_at: occurredAt,
    notification_id: paddleId('ntf'),
    data,
  };
}

function productJson(createdAt: string) {
  return {
    id: SANDBOX_PADDLE.productId,
    name: SANDBOX_PADDLE.productName,
    description: 'Unlimited job searches, hidden contacts unlocked, contact discovery and verification.',
    type: 'standard',
    tax_category: 'standard',
    image_url: null,
    custom_data: null,
    status: 'active',
    import_meta: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function priceJson(price: CatalogPrice, createdAt: string) {
  return {
    id: price.id,
    product_id: SANDBOX_PADDLE.productId,
    type: 'standard',
    description: `Pro monthly (${price.currency})`,
    name: 'Monthly',
    billing_cycle: { interval: 'month', frequency: 1 },
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount: money(price.amount), currency_code: price.currency },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    import_meta: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const CATALOG_CREATED_AT = '2025-01-06T09:00:00.000000Z';

export function subscriptionJson(s: StandInSubscription) {
  const nextBilledAt = s.status === 'active' && !s.scheduledChange ? s.periodEndsAt : null;
  return {
    id: s.id,
    status: s.status,
    customer_id: s.customer.id,
    address_id: s.customer.addressId,
    business_id: null,
    currency_code: s.price.currency,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    started_at: s.startedAt,
    first_billed_at: s.firstBilledAt,
    next_billed_at: nextBilledAt,
    paused_at: s.pausedAt,
    canceled_at: s.canceledAt,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period:
      s.status === 'canceled' || s.status === 'paused'
        ? null
        : { starts_at: s.periodStartsAt, ends_at: s.periodEndsAt },
    billing_cycle: { interval: 'month', frequency: 1 },
    scheduled_change: s.scheduledChange,
    items: [
      {
        status: s.status === 'canceled' ? 'inactive' : 'active',
        quantity: 1,
        recurring: true,
        created_at: s.createdAt,
        updated_at: s.updatedAt,
        previously_billed_at: s.periodStartsAt,
        next_billed_at: nextBilledAt,
        trial_dates: null,
        price: priceJson(s.price, CATALOG_CREATED_AT),
        product: productJson(CATALOG_CREATED_AT),
      },
    ],
    custom_data: s.customData,
    management_urls: {
      update_payment_method: `https://sandbox-customer-portal.paddle.com/subscriptions/${s.id}/update-payment-method`,
      cancel: `https://sandbox-customer-portal.paddle.com/subscriptions/${s.id}/cancel`,
    },
    import_meta: null,
  };
}

/** Tax is included in the sandbox's prices (18% for INR, none for USD), as an account's tax settings might say. */
function totals(price: CatalogPrice) {
  const rate = price.currency === 'INR' ? 0.18 : 0;
  const tax = Math.round(price.amount - price.amount / (1 + rate));
  return { subtotal: price.amount - tax, tax, total: price.amount, rate };
}

export function transactionJson(t: StandInTransaction) {
  const { subtotal, tax, total, rate } = totals(t.price);
  const fee = Math.round(total * 0.05 + 50);
  const moneyTotals = {
    subtotal: money(subtotal),
    discount: '0',
    tax: money(tax),
    total: money(total),
    credit: '0',
    credit_to_balance: '0',
    balance: '0',
    grand_total: money(total),
    fee: money(fee),
    earnings: money(total - tax - fee),
    currency_code: t.price.currency,
  };
  return {
    id: t.id,
    status: 'completed',
    customer_id: t.customer.id,
    address_id: t.customer.addressId,
    business_id: null,
    custom_data: t.customData,
    origin: t.origin,
    collection_mode: 'automatic',
    subscription_id: t.subscriptionId,
    invoice_id: paddleId('inv'),
    invoice_number: t.invoiceNumber,
    billing_details: null,
    billing_period: { starts_at: t.periodStartsAt, ends_at: t.periodEndsAt },
    currency_code: t.price.currency,
    discount_id: null,
    created_at: t.billedAt,
    updated_at: t.billedAt,
    billed_at: t.billedAt,
    revised_at: null,
    items: [{ price_id: t.price.id, price: priceJson(t.price, CATALOG_CREATED_AT), quantity: 1, proration: null }],
    details: {
      tax_rates_used: [
        {
          tax_rate: String(rate),
          totals: { subtotal: money(subtotal), discount: '0', tax: money(tax), total: money(total) },
        },
      ],
      totals: moneyTotals,
      adjusted_totals: {
        subtotal: money(subtotal),
        tax: money(tax),
        total: money(total),
        grand_total: money(total),
        fee: money(fee),
        earnings: money(total - tax - fee),
        currency_code: t.price.currency,
      },
      payout_totals: null,
      adjusted_payout_totals: null,
      line_items: [
        {
          id: paddleId('txnitm'),
          price_id: t.price.id,
          quantity: 1,
          proration: null,
          tax_rate: String(rate),
          unit_totals: { subtotal: money(subtotal), discount: '0', tax: money(tax), total: money(total) },
          totals: { subtotal: money(subtotal), discount: '0', tax: money(tax), total: money(total) },
          product: productJson(CATALOG_CREATED_AT),
        },
      ],
    },
    payments: [
      {
        payment_attempt_id: paddleId('pay').replace('pay_', ''),
        stored_payment_method_id: paddleId('paymtd').replace('paymtd_', ''),
        payment_method_id: paddleId('paymtd'),
        amount: money(total),
        status: 'captured',
        error_code: null,
        method_details: {
          type: 'card',
          card: {
            type: 'visa',
            last4: t.card.last4,
            expiry_month: 12,
            expiry_year: new Date(t.billedAt).getUTCFullYear() + 3,
            cardholder_name: t.card.cardholderName,
          },
        },
        created_at: t.billedAt,
        captured_at: t.billedAt,
      },
    ],
    checkout: { url: null },
  };
}

export function customerJson(c: StandInCustomer) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    marketing_consent: false,
    status: 'active',
    custom_data: null,
    locale: 'en',
    created_at: c.createdAt,
    updated_at: c.createdAt,
    import_meta: null,
  };
}

/** The `checkout.completed` payload Paddle.js hands to `eventCallback` (money as numbers, like Paddle.js). */
export function checkoutCompletedData(checkoutId: string, t: StandInTransaction, settings: Record<string, unknown>) {
  const { subtotal, tax, total } = totals(t.price);
  const itemTotals = { subtotal: subtotal / 100, discount: 0, tax: tax / 100, total: total / 100 };
  return {
    id: checkoutId,
    transaction_id: t.id,
    status: 'completed',
    custom_data: t.customData,
    currency_code: t.price.currency,
    customer: {
      id: t.customer.id,
      email: t.customer.email,
      address: { id: t.customer.addressId, country_code: t.customer.countryCode, postal_code: null },
      business: null,
    },
    items: [
      {
        price_id: t.price.id,
        price_name: 'Monthly',
        product: { id: SANDBOX_PADDLE.productId, name: SANDBOX_PADDLE.productName, description: null, image_url: null },
        billing_cycle: { interval: 'month', frequency: 1 },
        trial_period: null,
        quantity: 1,
        totals: itemTotals,
        recurring_totals: itemTotals,
      },
    ],
    totals: { ...itemTotals, credit: 0, balance: 0 },
    recurring_totals: itemTotals,
    payment: {
      method_details: {
        type: 'card',
        card: {
          type: 'visa',
          last4: t.card.last4,
          expiry_month: 12,
          expiry_year: 2030,
          cardholder_name: t.card.cardholderName,
        },
      },
    },
    settings: { display_mode: 'overlay', theme: 'light', ...settings },
    discount: null,
  };
}

/** Starts the first period now and ends it a month later. */
export function firstPeriod(now = new Date()): { startsAt: string; endsAt: string } {
  const startsAt = paddleTimestamp(now);
  return { startsAt, endsAt: addMonth(startsAt) };
}
