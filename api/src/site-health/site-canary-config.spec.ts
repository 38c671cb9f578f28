import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';

describe('site canary settings', () => {
  it('run daily at 05:41 UTC on a common search unless told otherwise, and off on request', () => {
    expect(loadConfig({}).siteCanary).toEqual({
      cron: '41 5 * * *',
      keywords: 'software engineer',
      location: 'United States',
    });
    expect(
      loadConfig({ SITE_CANARY_CRON: '0 */6 * * *', SITE_CANARY_KEYWORDS: ' nurse ', SITE_CANARY_LOCATION: 'Berlin' })
        .siteCanary,
    ).toEqual({ cron: '0 */6 * * *', keywords: 'nurse', location: 'Berlin' });
    expect(loadConfig({ SITE_CANARY_CRON: 'off' }).siteCanary.cron).toBeNull();
  });

  it('refuse a schedule that is not a five-field cron, naming the setting', () => {
    expect(() => loadConfig({ SITE_CANARY_CRON: 'daily' })).toThrowError(/SITE_CANARY_CRON: must be a five-field cron/);
    expect(() => loadConfig({ SITE_CANARY_CRON: '* * * *' })).toThrowError(/SITE_CANARY_CRON/);
  });
});
