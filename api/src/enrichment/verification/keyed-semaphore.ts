interface Slot {
  active: number;
  waiting: (() => void)[];
}

/** At most `limit` holders per key at once (here: SMTP connections per MX address); waiters are served in order. */
export class KeyedSemaphore {
  private readonly slots = new Map<string, Slot>();

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  }

  /** Resolves with a release function once a slot for `key` is free; call it exactly once. */
  async acquire(key: string): Promise<() => void> {
    const slot = this.slots.get(key) ?? { active: 0, waiting: [] };
    this.slots.set(key, slot);
    if (slot.active < this.limit) {
      slot.active++;
    } else {
      // The releaser hands its slot over directly, so `active` stays unchanged.
      await new Promise<void>((resolve) => slot.waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(key, slot);
    };
  }

  /** Holders of `key` right now (for tests and stats). */
  activeCount(key: string): number {
    return this.slots.get(key)?.active ?? 0;
  }

  private release(key: string, slot: Slot): void {
    const next = slot.waiting.shift();
    if (next) {
      next();
      return;
    }
    slot.active--;
    if (slot.active === 0) this.slots.delete(key);
  }
}
