import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { canonicalJobUrl, jobIdFromUrl, readJobHints, reportPage, selectedCardJobId } from './job-page';

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
    expect(reportPage('https://www.linkedin.com/jobs/search/', dom('<h2 class="topcard__title">x</h2>'))).toEqual({
      url: 'https://www.linkedin.com/jobs/search/',
      jobId: null,
      jobIdFrom: null,
      jobUrl: null,
      readable: true,
      hints: { title: null, companyName: null },
    });
  });
});

/** A real DOM of the given body (linkedom), as the content script sees the page. */
function dom(body: string): Document {
  return parseHTML(`<!DOCTYPE html><html><body>${body}</body></html>`).document;
}

/** The 2026 signed-in list: `<div role="button" componentkey="job-card-component-ref-{id}">` cards, no links. */
const redesignedList = (selected: string | null, cardText = 'Data Engineer') =>
  dom(
    `<main><ul class="_3ac7f0">${['4100000001', '4100000002', '4100000003']
      .map(
        (id) => `<li class="_9f2c1a"><div role="button" tabindex="0" componentkey="job-card-component-ref-${id}"
        ${id === selected ? 'aria-current="page"' : ''}><p class="_b2">${cardText}</p></div></li>`,
      )
      .join('')}</ul></main>`,
  );

describe('reading the job on signed-in list pages, where the URL does not name it', () => {
  const SEARCH = 'https://www.linkedin.com/jobs/search/?keywords=data';

  it('takes the id from the URL first, even when a card is selected', () => {
    const report = reportPage(
      'https://www.linkedin.com/jobs/search/?currentJobId=4012345678',
      redesignedList('4100000002'),
    );
    expect(report).toMatchObject({ jobId: '4012345678', jobIdFrom: 'url', readable: true });
  });

  it('then takes it from the selected componentkey card', () => {
    expect(reportPage(SEARCH, redesignedList('4100000002'))).toMatchObject({
      jobId: '4100000002',
      jobIdFrom: 'card',
      jobUrl: 'https://www.linkedin.com/jobs/view/4100000002/',
      readable: true,
    });
  });

  it('reads the older signed-in cards by data-job-id, marked open by a class or inside the card', () => {
    const classic = dom(`<main><ul>
      <li data-occludable-job-id="4100000011"><div data-job-id="4100000011">Analyst</div></li>
      <li data-occludable-job-id="4100000012" class="jobs-search-results-list__list-item--active">
        <div data-job-id="4100000012"><a aria-current="page" href="#">Designer</a></div></li>
      </ul></main>`);
    expect(selectedCardJobId(classic)).toBe('4100000012');
    expect(reportPage(SEARCH, classic)).toMatchObject({ jobId: '4100000012', jobIdFrom: 'card' });
  });

  it('says no job is open when the list is readable but no card is selected', () => {
    expect(reportPage(SEARCH, redesignedList(null))).toMatchObject({ jobId: null, jobIdFrom: null, readable: true });
  });

  it('says plainly when it cannot read the page: a list of items, none of them a job card it knows', () => {
    const unknown = dom(
      `<main><ul>${'<li class="_x"><div role="button" class="_y">Senior Engineer · Acme</div></li>'.repeat(5)}</ul></main>`,
    );
    expect(reportPage(SEARCH, unknown)).toMatchObject({ jobId: null, readable: false });
    // A page with few items (nothing rendered yet, or an empty result) is not called unreadable.
    expect(reportPage(SEARCH, dom('<main><p>No matching jobs found.</p></main>'))).toMatchObject({ readable: true });
  });
});
