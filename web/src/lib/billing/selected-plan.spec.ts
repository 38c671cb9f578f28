import { SELECTED_PLAN_STORAGE_KEY } from '@app/types';
import { describe, expect, it } from 'vitest';
import { readSelectedPlan, storeSelectedPlan } from './selected-plan';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the selected plan in browser storage', () => {
  it('keeps plan, price and currency', () => {
    const storage = memoryStorage();
    storeSelectedPlan({ plan: 'pro', price: 129, currency: 'INR' }, storage);
    expect(readSelectedPlan(storage)).toEqual({ plan: 'pro', price: 129, currency: 'INR' });
  });

  it('reads nothing from an empty or damaged entry', () => {
    const storage = memoryStorage();
    expect(readSelectedPlan(storage)).toBeNull();
    storage.setItem(SELECTED_PLAN_STORAGE_KEY, '{not json');
    expect(readSelectedPlan(storage)).toBeNull();
    storage.setItem(SELECTED_PLAN_STORAGE_KEY, JSON.stringify({ plan: 'pro' }));
    expect(readSelectedPlan(storage)).toBeNull();
  });
});
