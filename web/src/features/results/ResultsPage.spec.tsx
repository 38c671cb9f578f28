import type { Job, JobContacted, SearchRequest } from '@app/types';
import { makeJob, makeSearch } from '@app/types/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ResultsPage } from './ResultsPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

/** A job as the server sends it to a Free viewer: the contact exists, its fields are withheld. */
function lockedJob(patch: Partial<Job> = {}): Job {
  return makeJob({ locked: true, canApply: true, jobPosterEmail: null, emailVerificationStatus: null, ...patch });
}

/** Renders the results page of `search`; its jobs are answered page by page (filters, sort and paging are the server's). */
function renderResults(search: SearchRequest, contacted: Record<string, JobContacted> = {}) {
  fake.on('GET', `/api/scrape-job/${search.id}`, { body: search });
  const jobs = search.enrichedResults?.jobs ?? [];
  fake.on('GET', `/api/scrape-job/${search.id}/jobs`, {
    body: { items: jobs, contacted, total: jobs.length, page: 1, pageSize: Math.max(jobs.length, 1) },
  });
  render(
    <MemoryRouter initialEntries={[`/results/${search.id}`]}>
      <Providers>
        <Routes>
          <Route path="/results/:requestId" element={<ResultsPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function showResults(search: SearchRequest, contacted: Record<string, JobContacted> = {}) {
  const user = renderResults(search, contacted);
  const cards = await screen.findAllByTestId('job-card');
  const card = (title: string) => cards.find((c) => within(c).queryByText(title))!;
  return { user, card };
}

describe('the results of a search', () => {
  beforeEach(() => {
    fake.on('GET', '/api/user-location', { body: { price: 29, currency: 'USD', symbol: '$' } });
  });

  it("shows a Free viewer's locked job with the upgrade prompt and none of its contact", async () => {
    const open = makeJob({ title: 'Open role', jobPosterName: 'Ada Lovelace', jobPosterEmail: 'ada@open.example' });
    // The poster's name is public on the posting, yet a locked card shows nothing of the contact.
    const locked = lockedJob({ title: 'Locked role', jobPosterName: 'Grace Hopper', jobPosterTitle: 'CTO' });
    const { user, card } = await showResults(makeSearch({}, [open, locked]));

    const lockedCard = card('Locked role');
    expect(within(lockedCard).getByText('The contact for this job is hidden on the Free plan.')).toBeTruthy();
    expect(within(lockedCard).queryByText('Grace Hopper')).toBeNull();
    expect(within(lockedCard).queryByText('CTO')).toBeNull();
    expect(within(lockedCard).queryByTestId('job-contact')).toBeNull();
    expect(lockedCard.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(within(lockedCard).queryByTestId('apply')).toBeNull();
    expect(within(lockedCard).queryByTestId('apply-now')).toBeNull();

    const openCard = card('Open role');
    expect(within(openCard).getByText('ada@open.example')).toBeTruthy();
    expect(within(openCard).getByTestId('apply-now')).toBeTruthy();

    await user.click(within(lockedCard).getByRole('button', { name: 'Unlock with Pro' }));
    const upgrade = await screen.findByTestId('upgrade-dialog');
    expect(within(upgrade).getByText('Unlock hidden contacts with Pro')).toBeTruthy();
    expect(within(upgrade).getByText('1 locked job')).toBeTruthy();
    expect(await within(upgrade).findByRole('button', { name: /Upgrade for \$29/ })).toBeTruthy();
  });

  it('says on its card which jobs the user already emailed (the day in their zone), queued, got an answer for or saw bounce', async () => {
    fake.on('GET', '/api/user/settings', { body: { timezone: 'Asia/Kolkata' } });
    const titles = ['Emailed role', 'Queued role', 'Answered role', 'Bounced role', 'New role'];
    const [emailed, queued, replied, bounced, fresh] = titles.map((title, i) =>
      makeJob({ title, siteJobId: `41000000${i}`, jobPosterEmail: `hr${i}@company${i}.example` }),
    );
    const { card } = await showResults(makeSearch({}, [emailed!, queued!, replied!, bounced!, fresh!]), {
      // 20:00 UTC on the 12th is already the 13th in India.
      [emailed!.siteJobId]: { kind: 'emailed', at: '2026-11-12T20:00:00.000Z' },
      [queued!.siteJobId]: { kind: 'queued' },
      [replied!.siteJobId]: { kind: 'replied' },
      [bounced!.siteJobId]: { kind: 'bounced', at: '2026-11-10T06:00:00.000Z' },
    });
    expect(await within(card('Emailed role')).findByText('Emailed 13 Nov')).toBeTruthy();
    expect(within(card('Queued role')).getByTestId('job-contacted').textContent).toBe('Queued');
    expect(within(card('Answered role')).getByTestId('job-contacted').textContent).toBe('Replied');
    // A bounce says why the card no longer offers the address.
    const bounce = within(card('Bounced role')).getByTestId('job-contacted');
    expect(bounce.textContent).toBe('Bounced 10 Nov');
    expect(within(card('Bounced role')).getByTestId('job-bounced').textContent).toMatch(
      /mail server refused the address, so it is no longer offered/,
    );
    expect(within(card('New role')).queryByTestId('job-contacted')).toBeNull();
  });

  it("offers the upgrade above the list with the search's count of locked jobs, even when none is on the page", async () => {
    const search = makeSearch({}, [makeJob({ title: 'Open role' })]);
    search.enrichedResults!.lockedJobs = 12;
    const { user } = await showResults(search);

    expect(screen.getByText(/jobs have contacts hidden on the Free plan/).textContent).toBe(
      '12 jobs have contacts hidden on the Free plan.',
    );
    await user.click(screen.getByRole('button', { name: 'Unlock with Pro' }));
    expect(within(await screen.findByTestId('upgrade-dialog')).getByText('12 locked jobs')).toBeTruthy();
  });

  it('shows no upgrade prompt to a viewer who sees every contact', async () => {
    const jobs = [makeJob({ title: 'First' }), makeJob({ title: 'Second' })];
    const { card } = await showResults(makeSearch({}, jobs));

    expect(screen.queryByText(/hidden on the Free plan/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock with Pro' })).toBeNull();
    expect(within(card('Second')).getByText(jobs[1]!.jobPosterEmail!)).toBeTruthy();
  });
});

describe('what the job page says, on the results page', () => {
  beforeEach(() => {
    fake.on('GET', '/api/user-location', { body: { price: 29, currency: 'USD', symbol: '$' } });
  });

  it('shows the applicant count and visa sponsorship in plain words', async () => {
    const jobs = [
      makeJob({ title: 'Early', applicants: { count: 25, qualifier: 'among-first' }, visaSponsorship: 'offered' }),
      makeJob({ title: 'Crowded', applicants: { count: 200, qualifier: 'over' }, visaSponsorship: 'not-offered' }),
      makeJob({ title: 'Counted', applicants: { count: 57, qualifier: 'exact' } }),
    ];
    renderResults(makeSearch({}, jobs));
    const cards = await screen.findAllByTestId('job-card');
    const card = (title: string) => cards.find((c) => within(c).queryByText(title))!;
    expect(within(card('Early')).getByTestId('job-applicants').textContent).toBe(
      'Applicants: Be among the first 25 applicants',
    );
    expect(within(card('Early')).getByTestId('job-sponsorship').textContent).toBe(
      'Visa sponsorship: Mentions visa sponsorship',
    );
    expect(within(card('Crowded')).getByTestId('job-applicants').textContent).toBe('Applicants: Over 200 applicants');
    expect(within(card('Crowded')).getByTestId('job-sponsorship').textContent).toBe(
      'Visa sponsorship: No visa sponsorship',
    );
    expect(within(card('Counted')).getByTestId('job-applicants').textContent).toBe('Applicants: 57 applicants');
    expect(within(card('Counted')).queryByTestId('job-sponsorship')).toBeNull();
  });

  it('asks the server for fewest applicants first and for jobs mentioning visa sponsorship', async () => {
    const jobs = [makeJob({ title: 'One' })];
    const search = makeSearch({}, jobs);
    const user = renderResults(search);
    await screen.findAllByTestId('job-card');
    await user.selectOptions(screen.getByTestId('filter-sort'), 'applicants');
    await user.click(screen.getByTestId('filter-sponsorship'));
    await waitFor(() => {
      const last = fake.calls('GET', `/api/scrape-job/${search.id}/jobs`).at(-1)!;
      expect(last.query.get('sort')).toBe('applicants');
      expect(last.query.get('sponsorship')).toBe('true');
    });
  });

  it('says a search the site had no job for matched nothing, never that contacts or pages were missing', async () => {
    const search = makeSearch({
      params: { keyword: 'underwater welder', location: 'Lyon', workType: 1, jobCount: 100 },
    });
    renderResults(search);
    expect(await screen.findByText('No jobs matched "underwater welder" in Lyon')).toBeTruthy();
    expect(screen.queryByText(/could not read/i)).toBeNull();
    expect(screen.queryByText('No Contact Information Found')).toBeNull();
  });

  it('still says no contact was found when the site listed jobs but none was kept', async () => {
    const search = makeSearch({});
    search.progress.cardsFound = 40;
    renderResults(search);
    expect(await screen.findByText('No Contact Information Found')).toBeTruthy();
  });
});
