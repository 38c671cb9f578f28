import { startHttpProxy, type HttpProxy, type HttpProxyStats } from './http-proxy.js';
import { startSocks5Server, type Socks5Server, type Socks5Stats } from './socks5-server.js';

export type { HttpProxy, HttpProxyStats } from './http-proxy.js';
export type { Socks5Server, Socks5Stats } from './socks5-server.js';
export { startHttpProxy } from './http-proxy.js';
export { startSocks5Server } from './socks5-server.js';

/** Credentials every stand-in proxy asks for (they appear in the proxy URLs the sandbox hands out). */
export const SANDBOX_PROXY_CREDENTIALS = { username: 'sandbox-proxy', password: 'proxy-secret-3f9a' } as const;

/**
 * Each proxy leaves from its own loopback address, as rented proxies leave from their own IPs: the site and mail
 * stand-ins, which count per client address, tell them apart from the app's direct connections (127.0.0.1).
 */
export const PROXY_EGRESS_ADDRESSES = {
  httpA: '127.0.0.21',
  httpB: '127.0.0.22',
  socks: '127.0.0.23',
} as const;

export interface ProxyStandIns {
  /** Two forward HTTP proxies (`proxy-chain`). */
  http: [HttpProxy, HttpProxy];
  /** A SOCKS5 server (for SMTP_PROBE_PROXY, and usable in JOBS_SITE_PROXIES). */
  socks: Socks5Server;
  /** The settings that send the app's site requests and SMTP probes through these proxies. */
  appEnv: { JOBS_SITE_PROXIES: string; SMTP_PROBE_PROXY: string };
  stats(): { http: HttpProxyStats[]; socks: Socks5Stats };
  resetStats(): void;
  close(): Promise<void>;
}

/** Starts the proxies on `ports` (0: free ones), all requiring SANDBOX_PROXY_CREDENTIALS. */
export async function startProxyStandIns(options: {
  host: string;
  ports: [number, number, number];
}): Promise<ProxyStandIns> {
  const credentials = { ...SANDBOX_PROXY_CREDENTIALS };
  const started: { close(): Promise<void> }[] = [];
  try {
    const a = await startHttpProxy({
      host: options.host,
      port: options.ports[0],
      egressAddress: PROXY_EGRESS_ADDRESSES.httpA,
      credentials,
    });
    started.push(a);
    const b = await startHttpProxy({
      host: options.host,
      port: options.ports[1],
      egressAddress: PROXY_EGRESS_ADDRESSES.httpB,
      credentials,
    });
    started.push(b);
    const socks = await startSocks5Server({
      host: options.host,
      port: options.ports[2],
      egressAddress: PROXY_EGRESS_ADDRESSES.socks,
      credentials,
    });
    started.push(socks);
    return {
      http: [a, b],
      socks,
      appEnv: { JOBS_SITE_PROXIES: [a.url, b.url].join(','), SMTP_PROBE_PROXY: socks.url },
      stats: () => ({ http: [a.stats(), b.stats()], socks: socks.stats() }),
      resetStats: () => {
        a.resetStats();
        b.resetStats();
        socks.resetStats();
      },
      close: async () => {
        await Promise.all(started.map((s) => s.close()));
      },
    };
  } catch (err) {
    await Promise.all(started.map((s) => s.close()));
    throw err;
  }
}
