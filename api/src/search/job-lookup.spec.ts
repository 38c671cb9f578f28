import { describe, expect, it } from 'vitest';
import { siteJobIdOf } from './job-lookup.service.js';

const BASE = 'https://www.linkedin.com';

describe('siteJobIdOf', () => {
  it.each([
    ['https://www.linkedin.com/jobs/view/4056392352', '4056392352'],
    ['https://www.linkedin.com/jobs/view/senior-frontend-developer-at-acme-4056392352/?trk=x', '4056392352'],
    ['https://www.linkedin.com/jobs/search/?currentJobId=4056392352&keywords=react', '4056392352'],
    ['https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4056392352', '4056392352'],
    ['https://in.linkedin.com/jobs/view/4056392352', '4056392352'],
  ])('reads the id from %s', (url, id) => {
    expect(siteJobIdOf(url, BASE)).toBe(id);
  });

  it.each([
    'https://evil.example/jobs/view/4056392352',
    'https://www.linkedin.com.evil.example/jobs/view/4056392352',
    'https://www.linkedin.com/feed/?currentJobId=4056392352',
    'https://www.linkedin.com/jobs/view/not-a-job',
    'not a url',
  ])('refuses %s', (url) => {
    expect(siteJobIdOf(url, BASE)).toBeNull();
  });
});
