import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service.js';

/**
 * HTTP request durations by method, route pattern and status. The route is Express's matched pattern
 * (`/api/scrape-job/:id`), never the raw URL, so ids and query strings cannot explode the series.
 */
export function httpMetrics(metrics: MetricsService) {
  const duration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const end = duration.startTimer();
    res.on('finish', () => {
      const pattern = (req.route as { path?: string } | undefined)?.path;
      const route = pattern ? `${req.baseUrl}${pattern}` : req.path.startsWith('/api/') ? 'unmatched' : 'static';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
