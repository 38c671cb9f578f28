import { Controller, Get, Inject, NotFoundException, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { hasMetricsToken, METRICS_CHALLENGE, METRICS_TOKEN_NEEDED } from './metrics-token.js';
import { MetricsService } from './metrics.service.js';

/**
 * GET /metrics (outside /api, where Prometheus looks): off (404) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <METRICS_TOKEN>`. The figures are about the service, never about a user.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException();
    if (!hasMetricsToken(req.get('authorization'), token)) {
      res.setHeader('WWW-Authenticate', METRICS_CHALLENGE);
      throw new UnauthorizedException(METRICS_TOKEN_NEEDED);
    }
    const { contentType, body } = await this.metrics.exposition();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  }
}
