import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasMetricsToken, METRICS_CHALLENGE, METRICS_TOKEN_NEEDED } from './metrics-token.js';
import type { MetricsService } from './metrics.service.js';

/**
 * GET /metrics on its own port, for `pnpm worker`, which has no HTTP server: the same registry and the same bearer
 * token as the API's /metrics. Anything else answers 404.
 */
export async function startMetricsServer(
  metrics: MetricsService,
  options: { port: number; host?: string; token: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      res.end(body);
    };
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://worker').pathname !== '/metrics') {
      return send(404, 'Not Found\n');
    }
    if (!hasMetricsToken(req.headers.authorization, options.token)) {
      return send(401, `${METRICS_TOKEN_NEEDED}\n`, { 'WWW-Authenticate': METRICS_CHALLENGE });
    }
    metrics.exposition().then(
      ({ contentType, body }) => send(200, body, { 'Content-Type': contentType }),
      () => send(500, 'The metrics could not be collected.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
