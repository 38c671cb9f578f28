import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';

describe('retention settings', () => {
  it('keep request logs 90 days and email applications 2 years unless told otherwise', () => {
    expect(loadConfig({}).retention).toEqual({ requestLogDays: 90, applicationsDays: 730 });
    expect(loadConfig({ RETENTION_REQUEST_LOG_DAYS: '30', RETENTION_APPLICATIONS_DAYS: '365' }).retention).toEqual({
      requestLogDays: 30,
      applicationsDays: 365,
    });
  });

  it('refuse zero, fractions and words, naming the setting', () => {
    expect(() => loadConfig({ RETENTION_REQUEST_LOG_DAYS: '0' })).toThrowError(
      /RETENTION_REQUEST_LOG_DAYS: must be at least 1 \(days\)/,
    );
    expect(() => loadConfig({ RETENTION_APPLICATIONS_DAYS: '1.5' })).toThrowError(/RETENTION_APPLICATIONS_DAYS/);
    expect(() => loadConfig({ RETENTION_APPLICATIONS_DAYS: 'forever' })).toThrowError(/RETENTION_APPLICATIONS_DAYS/);
  });
});
