import { describe, expect, it } from 'vitest';
import { Behaviour, DEFAULT_KNOBS } from './behaviour.js';

describe("the site stand-in's traffic counters", () => {
  it('counts requests per client and per one-second window of the clock, refused ones included', () => {
    const behaviour = new Behaviour({ ...DEFAULT_KNOBS, rateLimit: { requests: 2, windowMs: 1000 } });
    const t = 1_700_000_000_000;
    for (const at of [t, t + 100, t + 200, t + 900]) behaviour.decide('job', '127.0.0.1', at);
    behaviour.decide('job', '127.0.0.21', t + 950);
    behaviour.decide('listing', '127.0.0.1', t + 1000);

    const report = behaviour.trafficReport();
    expect(report.byClient).toEqual({ '127.0.0.1': 5, '127.0.0.21': 1 });
    expect(report.seconds).toEqual([
      { second: t / 1000, requests: 5, byClient: { '127.0.0.1': 4, '127.0.0.21': 1 } },
      { second: t / 1000 + 1, requests: 1, byClient: { '127.0.0.1': 1 } },
    ]);
    expect(report.peakPerSecond).toBe(5);
    expect(report.peakPerSecondByClient).toEqual({ '127.0.0.1': 4, '127.0.0.21': 1 });
    const { rateLimited429 = 0, rateLimited999 = 0 } = behaviour.stats();
    expect(rateLimited429 + rateLimited999).toBe(2);

    behaviour.resetStats();
    expect(behaviour.trafficReport()).toEqual({
      byClient: {},
      peakPerSecond: 0,
      peakPerSecondByClient: {},
      seconds: [],
    });
  });
});
