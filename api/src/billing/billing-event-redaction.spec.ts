import { createPaddleStandIn, SANDBOX_PADDLE, type PaddleEvent } from '@app/sandbox';
import { describe, expect, it } from 'vitest';
import { redactPaddlePayload } from './billing-event-redaction.js';

const person = { id: '4a0e9f2c-6a51-4c3e-9d0b-2f3b8a7c1d10', email: 'Jane.Payer@Example.com' };

/** The notifications of a paid checkout, exactly as the Paddle stand-in sends them. */
async function checkoutEvents(): Promise<PaddleEvent[]> {
  const paddle = createPaddleStandIn({ baseUrl: 'http://127.0.0.1:9/paddle', webhookUrls: [] });
  try {
    const { events } = await paddle.completeCheckout({
      priceId: SANDBOX_PADDLE.prices.INR.id,
      email: person.email,
      customData: { userId: person.id },
      cardholderName: 'Jane Payer',
    });
    return events;
  } finally {
    await paddle.close();
  }
}

const mentions = (value: unknown, needle: string) => JSON.stringify(value).toLowerCase().includes(needle.toLowerCase());

describe('redacting a stored Paddle notification', () => {
  it('removes the payer from every event of a checkout, and keeps amounts, currency, dates, type and ids', async () => {
    const events = await checkoutEvents();
    expect(events.map((e) => e.event_type)).toEqual([
      'customer.created',
      'subscription.created',
      'subscription.activated',
      'transaction.completed',
    ]);
    for (const evt of events) {
      expect(mentions(evt, person.email) || mentions(evt, person.id)).toBe(true);
      const redacted = redactPaddlePayload(evt, person);
      for (const needle of [
        person.id,
        person.email,
        'Jane Payer',
        (evt.data as { customer_id?: string }).customer_id,
      ]) {
        if (needle) expect(mentions(redacted, needle)).toBe(false);
      }
      expect(redacted).toMatchObject({
        event_id: evt.event_id,
        event_type: evt.event_type,
        occurred_at: evt.occurred_at,
      });
    }

    const txn = events[3]!;
    const data = redactPaddlePayload(txn, person) as { data: { payments: unknown[] } };
    const original = txn.data as { id: string; subscription_id: string; billed_at: string };
    expect(data.data).toMatchObject({
      id: original.id,
      subscription_id: original.subscription_id,
      currency_code: 'INR',
      billed_at: original.billed_at,
      custom_data: null,
      customer_id: null,
      address_id: null,
      details: { totals: { grand_total: '12900', currency_code: 'INR' } },
      items: [{ price: { id: SANDBOX_PADDLE.prices.INR.id, name: 'Monthly' } }],
    });
    expect(data.data.payments[0]).toMatchObject({
      amount: '12900',
      status: 'captured',
      method_details: { card: null },
    });

    const sub = redactPaddlePayload(events[1]!, person) as { data: { items: { product: { name: string } }[] } };
    expect(sub.data).toMatchObject({ id: (events[1]!.data as { id: string }).id, status: 'active', custom_data: null });
    expect(sub.data.items[0]!.product.name).toBe(SANDBOX_PADDLE.productName);

    // The customer's own record keeps only its status and dates.
    const customer = redactPaddlePayload(events[0]!, person) as { data: Record<string, unknown> };
    expect(Object.keys(customer.data).sort()).toEqual(['created_at', 'status', 'updated_at']);
  });

  it('without a subject still removes the keys that identify a payer, and changes nothing in its input', async () => {
    const [, created] = await checkoutEvents();
    const before = JSON.stringify(created);
    const redacted = redactPaddlePayload(created) as { data: Record<string, unknown> };
    expect(JSON.stringify(created)).toBe(before);
    expect(redacted.data.custom_data).toBeNull();
    expect(mentions(redacted, person.id)).toBe(false);
  });

  it('catches the id or email wherever else a payload holds them, and leaves other values alone', () => {
    const payload = {
      event_type: 'transaction.updated',
      data: {
        id: 'txn_01',
        note: `refund for ${person.email.toUpperCase()}`,
        nested: [{ ref: `user:${person.id}` }, 7, true, null],
        checkout: { url: 'https://pay.example.com/?_ptxn=txn_01' },
      },
    };
    expect(redactPaddlePayload(payload, person)).toEqual({
      event_type: 'transaction.updated',
      data: {
        id: 'txn_01',
        note: null,
        nested: [{ ref: null }, 7, true, null],
        checkout: { url: 'https://pay.example.com/?_ptxn=txn_01' },
      },
    });
    expect(redactPaddlePayload('not an event')).toBe('not an event');
  });
});
