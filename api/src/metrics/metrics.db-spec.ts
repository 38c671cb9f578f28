import { Counter, Gauge } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../../test/support/file-database.js';
import { QueueService } from '../queue/queue.service.js';
import { MetricsService } from './metrics.service.js';

describe('MetricsService', () => {
  it('answers one metric per name, so two services can record into it', () => {
    const metrics = new MetricsService();
    const config = { name: 'emails_sent_total', help: 'Emails sent', labelNames: ['provider'] as const };
    const first = metrics.counter(config);
    expect(metrics.counter(config)).toBe(first);
    expect(first).toBeInstanceOf(Counter);
    expect(() => metrics.gauge({ name: 'emails_sent_total', help: 'again' })).toThrow(/already registered/);
  });

  it('keeps each process its own registry, so two apps in one test process do not add up', async () => {
    const one = new MetricsService();
    const two = new MetricsService();
    one.counter({ name: 'searches_total', help: 'Searches' }).inc(3);
    expect((await one.exposition()).body).toMatch(/^searches_total 3$/m);
    expect((await two.exposition()).body).not.toContain('searches_total');
    // Node's own metrics come with every registry.
    expect((await two.exposition()).body).toContain('process_cpu_user_seconds_total');
  });

  describe('with the queue on PostgreSQL', () => {
    const metrics = new MetricsService();
    const queue = new QueueService(fileDatabaseUrl(), metrics);
    afterAll(() => queue.onApplicationShutdown());

    it("reads the queue's depth from the database when scraped", async () => {
      expect(metrics.registry.getSingleMetric('queue_depth')).toBeInstanceOf(Gauge);
      await queue.createQueue('metrics.depth');
      await queue.boss.send('metrics.depth', {});
      await queue.boss.send('metrics.depth', {});
      expect((await metrics.exposition()).body).toContain('queue_depth{queue="metrics.depth"} 2');
    });
  });
});
