/** Requests the site received in one second of the clock (`second` is whole seconds since the epoch). */
export interface SecondWindow {
  second: number;
  requests: number;
  byClient: Record<string, number>;
}

export interface TrafficReport {
  /** Every request since the last reset, by client address (a proxy's requests arrive from the proxy's address). */
  byClient: Record<string, number>;
  /** The busiest one-second window, over all clients and per client. */
  peakPerSecond: number;
  peakPerSecondByClient: Record<string, number>;
  /** The one-second windows that saw requests, oldest first (the last hour at most). */
  seconds: SecondWindow[];
}

const KEPT_SECONDS = 3600;

/**
 * Counts site requests per client address and per one-second window of the clock, the way a site that limits each
 * IP sees its traffic. Tests and benchmarks compare these with the app's own budget: the rate the site observed,
 * not the rate the app believes it sent.
 */
export class Traffic {
  private byClient = new Map<string, number>();
  private windows = new Map<number, Map<string, number>>();

  record(clientAddress: string, nowMs: number): void {
    this.byClient.set(clientAddress, (this.byClient.get(clientAddress) ?? 0) + 1);
    const second = Math.floor(nowMs / 1000);
    let window = this.windows.get(second);
    if (!window) {
      window = new Map();
      this.windows.set(second, window);
      for (const old of this.windows.keys()) if (old <= second - KEPT_SECONDS) this.windows.delete(old);
    }
    window.set(clientAddress, (window.get(clientAddress) ?? 0) + 1);
  }

  report(): TrafficReport {
    const seconds = [...this.windows]
      .sort(([a], [b]) => a - b)
      .map(([second, clients]) => ({
        second,
        requests: [...clients.values()].reduce((sum, n) => sum + n, 0),
        byClient: Object.fromEntries(clients),
      }));
    const peakPerSecondByClient: Record<string, number> = {};
    for (const window of seconds) {
      for (const [client, n] of Object.entries(window.byClient)) {
        peakPerSecondByClient[client] = Math.max(peakPerSecondByClient[client] ?? 0, n);
      }
    }
    return {
      byClient: Object.fromEntries(this.byClient),
      peakPerSecond: Math.max(0, ...seconds.map((w) => w.requests)),
      peakPerSecondByClient,
      seconds,
    };
  }

  reset(): void {
    this.byClient.clear();
    this.windows.clear();
  }
}
