import { describe, expect, it } from 'vitest';
import { canonicalJobUrl, jobIdFromUrl, readJobHints, reportPage } from './job-page';

describe('reading the job id from the URL', () => {
  it.each([
    ['a job page with a slug', 'https://www.linkedin.com/jobs/view/senior-engineer-at-acme-4012345678/', '4012345678'],
    ['a job page with the bare id', 'https://www.linkedin.com/jobs/view/4012345678', '4012345678'],
    [
      'the search list with a selected job',
      'https://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=x',
      '4012345678',
    ],
    [
      'a collection with a selected job',
      'https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4012345678',
      '4012345678',
    ],
    ['the stand-in site', 'http://127.0.0.1:4361/jobs/view/backend-developer-at-x-3900000001', '3900000001'],
  ])('finds it on %s', (_name, url, id) => {
    expect(jobIdFromUrl(url)).toBe(id);
  });

  it.each([
    ['the search list without a selected job', 'https://www.linkedin.com/jobs/search/?keywords=x'],
    ['a company page', 'https://www.linkedin.com/company/acme/'],
    ['a currentJobId that is not a number', 'https://www.linkedin.com/jobs/search/?currentJobId=abc'],
    ['a currentJobId outside the job lists', 'https://www.linkedin.com/feed/?currentJobId=4012345678'],
    ['something that is not a URL', 'not a url'],
  ])('finds none on %s', (_name, url) => {
    expect(jobIdFromUrl(url)).toBeNull();
  });

  it('names the job by its canonical URL on the same site', () => {
    expect(canonicalJobUrl('https://www.linkedin.com/jobs/search/?currentJobId=4012345678', '4012345678')).toBe(
      'https://www.linkedin.com/jobs/view/4012345678/',
    );
  });
});

/**
 * A page reduced to what the hint reader asks of it: `querySelector` answering the elements present, by the
 * selector the markup satisfies (the selectors are the classes of the markup named in each test).
 */
function page(elements: Record<string, string>): ParentNode {
  return {
    querySelector: (selector: string) => (selector in elements ? { textContent: elements[selector] } : null),
  } as unknown as ParentNode;
}

describe('reading hints from the page', () => {
  it('reads title and company from the signed-in markup, squeezing whitespace', () => {
    const doc = page({
      '.job-details-jobs-unified-top-card__job-title': '  Staff\n        Engineer ',
      '.job-details-jobs-unified-top-card__company-name': 'Acme Corp',
      // The guest markup is also on some pages; the signed-in one wins.
      '.top-card-layout__title': 'Old title',
    });
    expect(readJobHints(doc)).toEqual({ title: 'Staff Engineer', companyName: 'Acme Corp' });
  });

  it("reads the company from the company box when the top card doesn't name it", () => {
    const doc = page({
      '.job-details-jobs-unified-top-card__job-title': 'Designer',
      '.jobs-company__box .artdeco-entity-lockup__title': 'Globex',
    });
    expect(readJobHints(doc)).toEqual({ title: 'Designer', companyName: 'Globex' });
  });

  it('reads the guest markup the stand-in emits', () => {
    const doc = page({ '.top-card-layout__title': 'Backend Developer', 'a.topcard__org-name-link': 'Initech' });
    expect(readJobHints(doc)).toEqual({ title: 'Backend Developer', companyName: 'Initech' });
  });

  it('skips an empty element for the next selector', () => {
    const doc = page({ '.job-details-jobs-unified-top-card__job-title': '   ', '.topcard__title': 'Analyst' });
    expect(readJobHints(doc).title).toBe('Analyst');
  });

  it('reports nulls when the markup is unknown, and no hints for a page without a job', () => {
    expect(readJobHints(page({}))).toEqual({ title: null, companyName: null });
    expect(reportPage('https://www.linkedin.com/jobs/search/', page({ '.topcard__title': 'x' }))).toEqual({
      url: 'https://www.linkedin.com/jobs/search/',
      jobId: null,
      jobUrl: null,
      hints: { title: null, companyName: null },
    });
  });
});
