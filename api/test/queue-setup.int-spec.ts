import { afterAll, describe, expect, it } from 'vitest';
import { MetricsService } from '../src/metrics/metrics.service.js';
import { QueueService } from '../src/queue/queue.service.js';
import { fileDatabaseUrl } from './support/file-database.js';

/**
 * An API and its workers often boot at the same moment (a deploy, `docker compose up`) on a database pg-boss has
 * never seen: each installs the queue's schema and creates the same queues. pg-boss 10 creates a queue's partition
 * without a lock of its own, and processes doing it at once deadlocked, so one of them did not start.
 */
describe('queue setup by several processes at once', () => {
  const queues = [...Array(3).keys()].map(() => new QueueService(fileDatabaseUrl(), new MetricsService()));
  afterAll(() => Promise.all(queues.map((q) => q.onApplicationShutdown())));

  it('starts every process and creates each queue once, without a deadlock', async () => {
    const names = ['setup.a', 'setup.b', 'setup.c', 'setup.d', 'setup.e', 'setup.f'];
    await Promise.all(
      queues.map((q, i) =>
        Promise.all(names.map((_, j) => q.createQueue(names[(i + j) % names.length]!, { retryLimit: 0 }))),
      ),
    );
    const created = (await queues[0]!.boss.getQueues()).map((q) => q.name).filter((n) => n.startsWith('setup.'));
    expect(created.sort()).toEqual(names);
    for (const q of queues) expect(await q.isHealthy()).toBe(true);
  });
});
