import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task.js';

describe('PeriodicTask', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once and then every period, never two runs at a time, and stop() waits for the run under way', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish = () => {};
    const task = new PeriodicTask(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => undefined,
    );
    task.start(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still going: no second one
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    expect(runs).toBe(2); // no run after stop()
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('reports a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const task = new PeriodicTask(
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      (err) => errors.push(err),
    );
    task.start(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await task.stop();
    expect(runs).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['run 1', 'run 2']);
  });
});
