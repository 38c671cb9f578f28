import type { QueueService } from './queue.service.js';

/**
 * Puts a queue on a UTC cron through pg-boss (the schedule lives in the database, so with any number of API and worker
 * processes it fires once and one worker takes it), or takes it off with a null cron; and works it in this process
 * when it runs workers.
 */
export async function workOnCron(
  queue: QueueService,
  name: string,
  cron: string | null,
  options: { retryLimit: number; retryDelay?: number; runWorkers: boolean },
  run: () => Promise<void>,
): Promise<void> {
  const { runWorkers, ...retries } = options;
  await queue.ready();
  // pg-boss 10: the queue must exist before a schedule or a job can use it.
  await queue.createQueue(name, retries);
  if (cron) await queue.boss.schedule(name, cron, {}, { tz: 'UTC' });
  else await queue.boss.unschedule(name);
  if (runWorkers) await queue.boss.work(name, { batchSize: 1 }, run);
}
