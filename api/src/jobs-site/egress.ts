import { createHash } from 'node:crypto';
import tls from 'node:tls';
import { SocksClient } from 'socks';
import { Agent, type Dispatcher, ProxyAgent } from 'undici';

/** One way out to the site: direct, or one proxy. The site limits each such address on its own. */
export interface Egress {
  /** Stable across processes and restarts, free of secrets: `direct` or `proxy-<hash of the URL>`. */
  key: string;
  /** For logs and metrics: `direct` or the proxy URL without its credentials. */
  label: string;
  /** undici dispatcher carrying requests this way (keep-alive connections per egress). */
  dispatcher: Dispatcher;
  /** The proxy, for the browser fallback (`--proxy-server` and page.authenticate); null: direct. */
  proxy: { server: string; username: string; password: string; protocol: 'http:' | 'https:' | 'socks5:' } | null;
}

const KEEP_ALIVE_MS = 30_000;

/** `scheme://host:port`, credentials left out: what logs, metrics and errors may show of a proxy. */
export function redactProxyUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.username || url.password ? '***@' : ''}${url.host}`;
  } catch {
    return '(malformed proxy URL)';
  }
}

/**
 * The egresses for the site: one per proxy of JOBS_SITE_PROXIES (http and https through undici's ProxyAgent,
 * CONNECT tunnels; socks5 through the `socks` client as undici's connector), or direct when there are none.
 */
export function egressesFor(proxies: string[], connections: number): Egress[] {
  if (proxies.length === 0) {
    return [
      {
        key: 'direct',
        label: 'direct',
        dispatcher: new Agent({ connections, keepAliveTimeout: KEEP_ALIVE_MS }),
        proxy: null,
      },
    ];
  }
  return proxies.map((raw) => {
    const url = new URL(raw);
    const protocol = url.protocol as 'http:' | 'https:' | 'socks5:';
    const dispatcher =
      protocol === 'socks5:'
        ? new Agent({ connections, keepAliveTimeout: KEEP_ALIVE_MS, connect: socksConnector(url) })
        : new ProxyAgent({ uri: raw, connections, keepAliveTimeout: KEEP_ALIVE_MS });
    return {
      key: `proxy-${createHash('sha256').update(raw).digest('hex').slice(0, 12)}`,
      label: redactProxyUrl(raw),
      dispatcher,
      proxy: {
        server: `${protocol}//${url.host}`,
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        protocol,
      },
    };
  });
}

/** undici connector that opens each connection through a SOCKS5 proxy (TLS on top for https origins). */
function socksConnector(proxy: URL): Agent.Options['connect'] {
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    SocksClient.createConnection({
      proxy: {
        host: proxy.hostname,
        port: Number(proxy.port),
        type: 5,
        userId: proxy.username ? decodeURIComponent(proxy.username) : undefined,
        password: proxy.password ? decodeURIComponent(proxy.password) : undefined,
      },
      command: 'connect',
      destination: { host: options.hostname, port },
      timeout: 10_000,
    }).then(
      ({ socket }) => {
        if (options.protocol !== 'https:') return callback(null, socket);
        const secure = tls.connect({ socket, servername: options.servername ?? options.hostname });
        secure.once('secureConnect', () => callback(null, secure));
        secure.once('error', (err) => callback(err, null));
      },
      // The socks client's messages name the proxy's host and port, never its credentials.
      (err: Error) => callback(err, null),
    );
  };
}
