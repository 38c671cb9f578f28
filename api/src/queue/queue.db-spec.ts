import { afterAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../../test/support/file-database.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { QueueService } from './queue.service.js';

/** Two processes' queues on the file's database (pg-boss installs its schema on the first start). */
const api = new QueueService(fileDatabaseUrl(), new MetricsService());
const worker = new QueueService(fileDatabaseUrl(), new MetricsService());
afterAll(() => Promise.all([api.onApplicationShutdown(), worker.onApplicationShutdown()]));

describe('QueueService on PostgreSQL', () => {
  it('is unhealthy until started, and starts once however many callers wait for it', async () => {
    expect(await api.isHealthy()).toBe(false);
    await Promise.all([api.ready(), api.ready(), worker.ready()]);
    expect(await api.isHealthy()).toBe(true);
    expect(await worker.isHealthy()).toBe(true);
  });

  it('creates a queue once when two processes set it up at the same moment, and again later', async () => {
    await Promise.all([
      api.createQueue('setup.same', { retryLimit: 2 }),
      worker.createQueue('setup.same', { retryLimit: 2 }),
    ]);
    await api.createQueue('setup.same', { retryLimit: 2 });
    const queues = (await api.boss.getQueues()).filter((q) => q.name === 'setup.same');
    expect(queues).toEqual([expect.objectContaining({ name: 'setup.same', retryLimit: 2 })]);
  });

  it("hands a job one process sends to another process's worker", async () => {
    await api.createQueue('handoff');
    const received = new Promise<unknown>((resolve) => {
      void worker.boss.work<{ n: number }>('handoff', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        resolve(job?.data);
      });
    });
    await api.boss.send('handoff', { n: 7 });
    expect(await received).toEqual({ n: 7 });
  });
});
