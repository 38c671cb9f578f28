import { describe, expect, it } from 'vitest';
import { KeyedSemaphore } from './keyed-semaphore.js';

describe('KeyedSemaphore', () => {
  it('lets `limit` holders in per key and serves waiters in order', async () => {
    const slots = new KeyedSemaphore(2);
    const a = await slots.acquire('10.0.0.1');
    const b = await slots.acquire('10.0.0.1');
    const other = await slots.acquire('10.0.0.2');
    const order: string[] = [];
    const c = slots.acquire('10.0.0.1').then((release) => (order.push('c'), release));
    const d = slots.acquire('10.0.0.1').then((release) => (order.push('d'), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(slots.activeCount('10.0.0.1')).toBe(2);

    a();
    a(); // a second call is harmless
    (await c)();
    b();
    (await d)();
    other();
    expect(order).toEqual(['c', 'd']);
    expect(slots.activeCount('10.0.0.1')).toBe(0);
    expect(slots.activeCount('10.0.0.2')).toBe(0);
  });
});
