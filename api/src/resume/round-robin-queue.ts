import { OcrBusyError } from './resume.errors.js';

type Task = () => Promise<void>;

export interface QueueLimits {
  /** Tasks waiting or running at once; one more is refused as busy. */
  maxPending: number;
  /** Likewise for one owner, so one person cannot fill the queue. */
  maxPendingPerOwner: number;
}

/**
 * Runs tasks one at a time, taking their owners in turn: each owner's tasks keep their order, and an owner goes to
 * the back of the line after each of its tasks, so someone who arrives behind a batch waits for one task of it, not
 * the whole batch. Past its limits it refuses with OcrBusyError (503, try again shortly).
 */
export class RoundRobinQueue {
  /** Owners with tasks waiting, in the order they get their next turn (a Map keeps insertion order). */
  private readonly waiting = new Map<string, Task[]>();
  /** The owner whose task is running, with its tasks still to come. */
  private current: { owner: string; lane: Task[] } | null = null;
  private pending = 0;
  private readonly pendingByOwner = new Map<string, number>();

  constructor(private readonly limits: QueueLimits) {}

  /** Queues `task` for `owner`; settles as the task does. */
  run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    const owned = this.pendingByOwner.get(owner) ?? 0;
    if (this.pending >= this.limits.maxPending || owned >= this.limits.maxPendingPerOwner) {
      return Promise.reject(new OcrBusyError());
    }
    this.pending += 1;
    this.pendingByOwner.set(owner, owned + 1);
    return new Promise<T>((resolve, reject) => {
      const running = this.current?.owner === owner ? this.current.lane : null;
      const lane = running ?? this.waiting.get(owner) ?? [];
      lane.push(() =>
        Promise.resolve()
          .then(task)
          .finally(() => this.release(owner))
          .then(resolve, reject),
      );
      if (!running) this.waiting.set(owner, lane);
      // May float: each queued job settles its own caller's promise (resolve, reject), so a turn never rejects.
      void this.drain();
    });
  }

  private release(owner: string): void {
    this.pending -= 1;
    const left = this.pendingByOwner.get(owner)! - 1;
    if (left) this.pendingByOwner.set(owner, left);
    else this.pendingByOwner.delete(owner);
  }

  private async drain(): Promise<void> {
    if (this.current) return;
    for (let turn = this.waiting.entries().next(); !turn.done; turn = this.waiting.entries().next()) {
      const [owner, lane] = turn.value;
      this.waiting.delete(owner);
      this.current = { owner, lane };
      await lane.shift()!();
      this.current = null;
      // Behind everyone who arrived meanwhile.
      if (lane.length) this.waiting.set(owner, lane);
    }
  }
}
