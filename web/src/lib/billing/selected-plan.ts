import { SELECTED_PLAN_STORAGE_KEY, type SelectedPlan } from '@app/types';

/** Keeps the plan picked on /pricing in browser storage (spec §3, selected plan). */
export function storeSelectedPlan(plan: SelectedPlan, storage: Storage = window.localStorage): void {
  storage.setItem(SELECTED_PLAN_STORAGE_KEY, JSON.stringify(plan));
}

export function readSelectedPlan(storage: Storage = window.localStorage): SelectedPlan | null {
  try {
    const value = JSON.parse(storage.getItem(SELECTED_PLAN_STORAGE_KEY) ?? 'null') as Partial<SelectedPlan> | null;
    if (
      !value ||
      typeof value.plan !== 'string' ||
      typeof value.price !== 'number' ||
      typeof value.currency !== 'string'
    ) {
      return null;
    }
    return { plan: value.plan, price: value.price, currency: value.currency };
  } catch {
    return null;
  }
}
