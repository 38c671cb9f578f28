import { Server } from 'proxy-chain';

/**
 * A forward HTTP proxy (`proxy-chain`: plain requests and CONNECT tunnels) standing in for the proxies operators rent
 * for the site's requests. It asks for Basic credentials (Proxy-Authorization) and connects out from its own
 * `egressAddress`, so the site stand-in, which limits and counts per client address, sees each proxy as its own IP.
 */

export interface HttpProxyOptions {
  port: number;
  host: string;
  egressAddress: string;
  credentials: { username: string; password: string };
}

export interface HttpProxyStats {
  /** CONNECT tunnels opened (each carries any number of keep-alive requests). */
  tunnels: number;
  /** Plain (non-tunnelled) requests forwarded. */
  forwarded: number;
  /** Requests refused for wrong or missing credentials. */
  authFailures: number;
}

export interface HttpProxy {
  /** `http://user:pass@host:port`. */
  url: string;
  port: number;
  egressAddress: string;
  stats(): HttpProxyStats;
  resetStats(): void;
  close(): Promise<void>;
}

export async function startHttpProxy(options: HttpProxyOptions): Promise<HttpProxy> {
  let stats: HttpProxyStats = { tunnels: 0, forwarded: 0, authFailures: 0 };
  const server = new Server({
    port: options.port,
    host: options.host,
    prepareRequestFunction: ({ username, password, isHttp }) => {
      if (username !== options.credentials.username || password !== options.credentials.password) {
        stats.authFailures += 1;
        return { requestAuthentication: true };
      }
      if (isHttp) stats.forwarded += 1;
      else stats.tunnels += 1;
      return { localAddress: options.egressAddress };
    },
  });
  // A client going away mid-request is routine for a proxy; proxy-chain reports it as an event.
  server.on('requestFailed', () => undefined);
  await server.listen();
  const { username, password } = options.credentials;
  return {
    url: `http://${encodeURIComponent(username)}:${encodeURIComponent(password)}@${options.host}:${server.port}`,
    port: server.port,
    egressAddress: options.egressAddress,
    stats: () => ({ ...stats }),
    resetStats: () => {
      stats = { tunnels: 0, forwarded: 0, authFailures: 0 };
    },
    close: () => server.close(true),
  };
}
