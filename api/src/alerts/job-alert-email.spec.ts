import { DIGEST_MAX_JOBS } from '@app/types';
import { describe, expect, it } from 'vitest';
import { jobAlertEmail, type DigestJob } from './job-alert-email.js';

const job = (i: number, patch: Partial<DigestJob> = {}): DigestJob => ({
  title: `Frontend Developer ${i}`,
  companyName: 'Northwind Labs',
  location: 'Bengaluru, Karnataka, India',
  contactName: 'Priya Sharma',
  contactTitle: 'Talent Acquisition',
  searchId: `search-${i}`,
  savedSearchId: 'saved-1',
  ...patch,
});
const base = {
  firstName: 'Ada',
  appUrl: 'https://app.example.com',
  unsubscribeUrl: 'https://app.example.com/api/notifications/unsubscribe?token=abc.def',
  searches: [{ id: 'saved-1', keyword: 'frontend developer', location: 'Bangalore', workType: 1 as const }],
};

describe('the job alert digest email', () => {
  it('lists the new jobs under their saved search, each linking to the results of its run', () => {
    const email = jobAlertEmail({ ...base, jobs: [job(1), job(2)] });
    expect(email.subject).toBe('2 new jobs with a contact from your saved searches');
    expect(email.text).toContain('frontend developer · Bangalore · On-site:');
    expect(email.text).toContain(
      '- Frontend Developer 1, Northwind Labs, Bengaluru, Karnataka, India. Write to Priya Sharma (Talent Acquisition): https://app.example.com/results/search-1',
    );
    expect(email.text).toContain(`Stop these emails: ${base.unsubscribeUrl}`);
    expect(email.html).toContain(`<a href="${base.unsubscribeUrl}">Unsubscribe</a>`);
  });

  it(`lists at most ${DIGEST_MAX_JOBS} and counts the rest`, () => {
    const email = jobAlertEmail({ ...base, jobs: Array.from({ length: DIGEST_MAX_JOBS + 3 }, (_, i) => job(i)) });
    expect(email.subject).toBe(`${DIGEST_MAX_JOBS + 3} new jobs with a contact from your saved searches`);
    expect(email.text.match(/^- /gm)).toHaveLength(DIGEST_MAX_JOBS);
    expect(email.text).toContain('And 3 more in the app: https://app.example.com/saved-searches');
  });

  it('escapes what came from the site in the HTML part', () => {
    const email = jobAlertEmail({
      ...base,
      jobs: [job(1, { title: '<script>alert(1)</script>', companyName: 'A & B' })],
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('A &amp; B');
  });
});
