// The email verifier's settings (DNS_SERVERS, SMTP_PROBE*): their shape lives in config, which reads them, and
// enrichment's verifier takes them; config imports no room.

export interface EmailVerifierOptions {
  /** `ip` or `ip:port` (DNS_SERVERS); empty = system resolvers. */
  dnsServers: string[];
  /** False (SMTP_PROBE=off) where outbound port 25 is blocked: MX check only, candidates answer `unknown`. */
  probe: boolean;
  /** SMTP_PROBE_PORT, 25 in production. */
  port: number;
  helo: string;
  from: string;
  /** Bounds the TCP connect and each SMTP reply. */
  stepTimeoutMs: number;
  /** Wait before the one retry of recipients answered 4xx (greylisting). */
  greylistRetryMs: number;
  /** Simultaneous SMTP connections per MX address, across all calls of this verifier. */
  maxConnectionsPerHost: number;
  /** `socks5://[user:pass@]host:port` (SMTP_PROBE_PROXY): every probe connects through it. Unset: direct. */
  proxy?: string;
  /** Told of every connection attempt's outcome (the API counts them in its metrics). */
  onConnection?: (outcome: 'connected' | 'failed') => void;
  /** Per DNS try (two tries per server); defaults to `stepTimeoutMs`. */
  dnsTimeoutMs?: number;
  now?: () => Date;
}
