import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Behaviour, DEFAULT_KNOBS, mergeKnobs, type JobsSiteKnobs } from './behaviour.js';
import { SiteModel } from './jobs.js';
import { createJobsSiteApp } from './server.js';

import type { TrafficReport } from './traffic.js';

export type { JobsSiteKnobs, RateLimit } from './behaviour.js';
export type { SecondWindow, TrafficReport } from './traffic.js';

export interface JobsSiteOptions extends Partial<JobsSiteKnobs> {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The instant postings' ages count back from; defaults to the start time. Tests pin it. */
  now?: Date | number;
}

export interface JobsSiteStandIn {
  /** Origin to put in JOBS_SITE_URL. */
  url: string;
  /** Merges knobs, like `POST /__control`. Throws on an unknown knob or a bad value. */
  control(patch: Partial<JobsSiteKnobs>): void;
  knobs(): JobsSiteKnobs;
  /** Requests per endpoint kind (listing, job, company, typeahead) and per misbehaviour, like `GET /__stats`. */
  stats(): Record<string, number>;
  /** Requests per client address and per one-second window, like `GET /__stats/traffic`; reset with the stats. */
  traffic(): TrafficReport;
  resetStats(): void;
  close(): Promise<void>;
}

/**
 * Starts the stand-in for the networking site's signed-out job pages on its own HTTP server. Answers are
 * deterministic per query (and per job id), so tests can assert on them.
 */
export async function startJobsSiteStandIn(options: JobsSiteOptions): Promise<JobsSiteStandIn> {
  const { port, host = '127.0.0.1', now, ...knobPatch } = options;
  const definedKnobs = Object.fromEntries(Object.entries(knobPatch).filter(([, value]) => value !== undefined));
  const behaviour = new Behaviour(mergeKnobs(DEFAULT_KNOBS, definedKnobs));
  const model = new SiteModel(now === undefined ? Date.now() : new Date(now).getTime());
  let url = '';
  const server = http.createServer(createJobsSiteApp({ behaviour, model, selfUrl: () => url }));
  // Clients of a scraper keep connections alive; so does the real site.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url,
    control: (patch) => void behaviour.update(patch),
    knobs: () => behaviour.knobs,
    stats: () => behaviour.stats(),
    traffic: () => behaviour.trafficReport(),
    resetStats: () => behaviour.resetStats(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
