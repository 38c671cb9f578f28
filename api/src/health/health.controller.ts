import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { HealthResponse } from '@app/types';
import type { Response } from 'express';
import { QueueService } from '../queue/queue.service.js';
import { HealthRepository } from './health.repository.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthRepository,
    private readonly queue: QueueService,
  ) {}

  /** 200 when the database and the queue answer, 503 otherwise (so load balancers take the instance out). */
  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const [db, queue] = await Promise.all([this.databaseUp(), this.queue.isHealthy()]);
    const ok = db && queue;
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'degraded', db: db ? 'ok' : 'down', queue: queue ? 'ok' : 'down' };
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await this.health.ping();
      return true;
    } catch {
      return false;
    }
  }
}
