import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';

import { MetricsService } from '../metrics/metrics.service.js';
import { MarkupMonitor, PAGE_SAMPLE_CHARS } from './markup-monitor.js';
import { MarkupNotUnderstood } from './parsers/index.js';

function setup() {
  const metrics = new MetricsService();
  const warn = vi.fn();
  let now = 0;
  const monitor = new MarkupMonitor(metrics, { warn } as unknown as Logger, () => now);
  const value = async (name: string, labels: Record<string, string>) =>
    (await metrics.registry.getSingleMetric(name)!.get()).values.find((v) =>
      Object.entries(labels).every(([k, l]) => v.labels[k] === l),
    )?.value ?? 0;
  return { monitor, warn, value, advance: (ms: number) => (now += ms) };
}

const redesign = () => {
  throw new MarkupNotUnderstood('listing', 'componentkey', 'the listing page holds 10 job cards, none with a title');
};

describe('MarkupMonitor', () => {
  it('counts which strategy answered each reported field, and none where no strategy did', async () => {
    const { monitor, value } = setup();
    monitor.read('listing', 'https://site/l', '', () => [
      { readBy: { siteJobId: 'link', title: 'class' } },
      { readBy: { siteJobId: 'urn', title: 'class' } },
    ]);
    expect(await value('jobs_site_field_reads_total', { page: 'listing', field: 'siteJobId', strategy: 'link' })).toBe(
      1,
    );
    expect(await value('jobs_site_field_reads_total', { page: 'listing', field: 'title', strategy: 'class' })).toBe(2);
    expect(await value('jobs_site_field_reads_total', { page: 'listing', field: 'location', strategy: 'none' })).toBe(
      2,
    );
  });

  it('counts a page not understood by kind and strategy, logs the start of the page, and rethrows', async () => {
    const { monitor, warn, value } = setup();
    const body = 'x'.repeat(PAGE_SAMPLE_CHARS + 100);
    expect(() => monitor.read('listing', 'https://site/l?start=0', body, redesign)).toThrow(MarkupNotUnderstood);
    expect(await value('jobs_site_markup_not_understood_total', { page: 'listing', strategy: 'componentkey' })).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        page: 'listing',
        url: 'https://site/l?start=0',
        sample: 'x'.repeat(PAGE_SAMPLE_CHARS),
      }),
      expect.stringContaining('none with a title'),
    );
  });

  it('logs one sample per page kind every ten minutes; the others only count', async () => {
    const { monitor, warn, value, advance } = setup();
    for (let i = 0; i < 3; i++) expect(() => monitor.read('listing', 'u', '<li>', redesign)).toThrow();
    expect(warn.mock.calls.filter(([fields]) => 'sample' in fields)).toHaveLength(1);
    advance(10 * 60_000);
    expect(() => monitor.read('listing', 'u', '<li>', redesign)).toThrow();
    expect(warn.mock.calls.filter(([fields]) => 'sample' in fields)).toHaveLength(2);
    expect(await value('jobs_site_markup_not_understood_total', { page: 'listing' })).toBe(4);
  });
});
