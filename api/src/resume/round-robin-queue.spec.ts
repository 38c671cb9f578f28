import { describe, expect, it } from 'vitest';
import { OcrBusyError } from './resume.errors.js';
import { RoundRobinQueue } from './round-robin-queue.js';

const UNLIMITED = { maxPending: 100, maxPendingPerOwner: 100 };

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], label: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      log.push(label);
      await opened;
      return label;
    },
    open: () => open(),
  };
}

describe('RoundRobinQueue', () => {
  it('runs one task at a time, owners in turn, each owner in order', async () => {
    const queue = new RoundRobinQueue(UNLIMITED);
    const started: string[] = [];
    const gates = ['a1', 'a2', 'a3', 'b1', 'c1', 'b2'].map((label) => ({ label, ...gate(started, label) }));
    const results = gates.map(({ label, task }) => queue.run(label[0]!, task));
    for (const g of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(started.at(-1)).toBe(g);
      gates.find((x) => x.label === g)!.open();
    }
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'b2']);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('passes a failure to its own caller and carries on', async () => {
    const queue = new RoundRobinQueue(UNLIMITED);
    const failed = queue.run('a', () => Promise.reject(new Error('damaged image')));
    const next = queue.run('b', async () => 'read');
    await expect(failed).rejects.toThrow('damaged image');
    expect(await next).toBe('read');
  });

  it('refuses past its limits, overall and per owner, and takes more once tasks finish', async () => {
    const queue = new RoundRobinQueue({ maxPending: 3, maxPendingPerOwner: 2 });
    const started: string[] = [];
    const [a1, a2, b1] = ['a1', 'a2', 'b1'].map((label) => gate(started, label));
    const running = [queue.run('a', a1!.task), queue.run('a', a2!.task)];
    await expect(queue.run('a', async () => 'a3')).rejects.toBeInstanceOf(OcrBusyError);
    running.push(queue.run('b', b1!.task));
    await expect(queue.run('c', async () => 'c1')).rejects.toBeInstanceOf(OcrBusyError);
    for (const g of [a1, b1, a2]) {
      await new Promise((resolve) => setImmediate(resolve));
      g!.open();
    }
    await Promise.all(running);
    expect(await queue.run('a', async () => 'a3')).toBe('a3');
  });
});
