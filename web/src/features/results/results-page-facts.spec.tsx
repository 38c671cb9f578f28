import type { Job, SearchRequest } from '@app/types';
import { makeJob, makeSearch } from '@app/types/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ResultsPage } from './ResultsPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

function showResults(search: SearchRequest, jobs: Job[]) {
  fake.on('GET', `/api/scrape-job/${search.id}`, { body: search });
  fake.on('GET', `/api/scrape-job/${search.id}/jobs`, {
    body: { items: jobs, total: jobs.length, page: 1, pageSize: 20 },
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
    showResults(makeSearch({}, jobs), jobs);
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
    const user = showResults(search, jobs);
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
    showResults(search, []);
    expect(await screen.findByText('No jobs matched "underwater welder" in Lyon')).toBeTruthy();
    expect(screen.queryByText(/could not read/i)).toBeNull();
    expect(screen.queryByText('No Contact Information Found')).toBeNull();
  });

  it('still says no contact was found when the site listed jobs but none was kept', async () => {
    const search = makeSearch({});
    search.progress.cardsFound = 40;
    showResults(search, []);
    expect(await screen.findByText('No Contact Information Found')).toBeTruthy();
  });
});
