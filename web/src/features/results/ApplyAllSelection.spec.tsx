import { applyAllCandidates, type JobContacted, type ApplyAllSelection, type OpenDraftBatch } from '@app/types';
import { makeJob, makeSearch } from '@app/types/testing';
import { apiError } from '@app/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ResultsPage } from './ResultsPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

const acmePoster = makeJob({ title: 'Frontend at Acme', companyName: 'Acme', jobPosterName: 'Ada Poster' });
const acmeProvider = makeJob({ title: 'React at Acme', companyName: 'Acme', contactSource: 'provider' });
const emailed = makeJob({ title: 'Emailed role' });
const queued = makeJob({ title: 'Queued role' });
const replied = makeJob({ title: 'Replied role' });
const fresh = makeJob({ title: 'Fresh role' });
const jobs = [acmePoster, acmeProvider, emailed, queued, replied, fresh];
const contacted = new Map<string, JobContacted>([
  [emailed.siteJobId, { kind: 'emailed', at: '2026-11-12T09:00:00.000Z' }],
  [queued.siteJobId, { kind: 'queued' }],
  [replied.siteJobId, { kind: 'replied' }],
]);

function ApplyAllRoute() {
  return <p data-testid="batch-page">{useParams().batchId}</p>;
}

/** The results page of a search, opened in Apply to All's selection mode by its button. */
async function openSelection({ limit = 50, openBatch = null }: { limit?: number; openBatch?: OpenDraftBatch | null }) {
  const search = makeSearch({}, jobs);
  const selection: ApplyAllSelection = {
    searchId: search.id,
    candidates: applyAllCandidates(jobs, contacted),
    limit,
    openBatch,
  };
  fake
    .on('GET', `/api/scrape-job/${search.id}`, { body: search })
    .on('GET', `/api/scrape-job/${search.id}/jobs`, {
      body: { items: jobs, contacted: {}, total: jobs.length, page: 1, pageSize: 20 },
    })
    .on('GET', `/api/draft-batches/selection/${search.id}`, { body: selection })
    .on('POST', '/api/draft-batches', { status: 201, body: { id: 'new-batch' } });
  render(
    <MemoryRouter initialEntries={[`/results/${search.id}`]}>
      <Providers>
        <Routes>
          <Route path="/results/:requestId" element={<ResultsPage />} />
          <Route path="/apply-all/:batchId" element={<ApplyAllRoute />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('apply-to-all'));
  return { user, search };
}

const row = (title: string) => screen.getAllByTestId('apply-all-candidate').find((r) => within(r).queryByText(title))!;
const box = (title: string) => within(row(title)).getByTestId('apply-all-check');
const reason = (title: string) => within(row(title)).queryByTestId('unticked-reason')?.textContent ?? null;

describe("Apply to All's selection", () => {
  beforeEach(() => {
    fake.requests.length = 0;
    fake.on('GET', '/api/user/settings', { body: { timezone: 'Asia/Kolkata' } });
  });

  it('pre-ticks one person per company and shows the contacted, queued and answered jobs unticked with why', async () => {
    await openSelection({});
    await screen.findByTestId('apply-all-selection');
    expect(box('Frontend at Acme').getAttribute('data-state')).toBe('checked');
    expect(box('Fresh role').getAttribute('data-state')).toBe('checked');
    expect(box('React at Acme').getAttribute('data-state')).toBe('unchecked');
    expect(reason('React at Acme')).toBe('One per company: Ada Poster is ticked');
    expect(reason('Emailed role')).toBe('Emailed 12 Nov');
    expect(reason('Queued role')).toBe('Queued');
    expect(reason('Replied role')).toBe('Replied');
    for (const title of ['Emailed role', 'Queued role', 'Replied role']) {
      expect(box(title).getAttribute('data-state')).toBe('unchecked');
      expect((box(title) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(reason('Fresh role')).toBeNull();
    expect(screen.getByTestId('apply-all-count').textContent).toBe('2 jobs chosen · at most 50 in one batch');
    expect(screen.getByTestId('apply-all-draft').textContent).toBe('Draft 2 emails');
  });

  it('drafts what the user chose, saying so when they tick a second person of a company', async () => {
    const { user, search } = await openSelection({});
    await screen.findByTestId('apply-all-selection');
    await user.click(box('Fresh role'));
    expect(screen.getByTestId('apply-all-count').textContent).toBe('1 job chosen · at most 50 in one batch');
    expect(screen.queryByTestId('several-per-company')).toBeNull();
    await user.click(box('React at Acme'));
    expect(screen.getByTestId('several-per-company').textContent).toBe(
      'More than one person at Acme will get an email, as you chose.',
    );
    await user.click(screen.getByTestId('apply-all-draft'));
    expect((await screen.findByTestId('batch-page')).textContent).toBe('new-batch');
    expect(fake.calls('POST', '/api/draft-batches').map((r) => r.body)).toEqual([
      {
        searchId: search.id,
        siteJobIds: [acmePoster.siteJobId, acmeProvider.siteJobId],
        severalPerCompany: true,
      },
    ]);
  });

  it('holds the Draft button over the batch limit', async () => {
    const { user } = await openSelection({ limit: 1 });
    await screen.findByTestId('apply-all-selection');
    expect(screen.getByTestId('apply-all-count').textContent).toBe('2 jobs chosen · at most 1 in one batch');
    expect(screen.getByTestId<HTMLButtonElement>('apply-all-draft').disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('One batch drafts at most 1 email: untick 1.');
    await user.click(box('Fresh role'));
    expect(screen.getByTestId<HTMLButtonElement>('apply-all-draft').disabled).toBe(false);
  });

  it('offers to resume the open batch of the search, or to start a new one that replaces it', async () => {
    const openBatch: OpenDraftBatch = {
      id: 'open-batch',
      searchId: 'x',
      searchLabel: 'engineer Berlin',
      createdAt: '2026-11-27T10:00:00.000Z',
      drafts: 12,
      toReview: 9,
    };
    const { user } = await openSelection({ openBatch });
    const offer = await screen.findByTestId('open-batch-offer');
    expect(offer.textContent).toContain('You have an open batch from this search: 12 drafts, 9 still to review.');
    expect(within(offer).getByTestId('resume-open-batch').getAttribute('href')).toBe('/apply-all/open-batch');
    expect(screen.queryByTestId('apply-all-selection')).toBeNull();
    await user.click(within(offer).getByTestId('start-new-batch'));
    await user.click(await screen.findByTestId('apply-all-draft'));
    await screen.findByTestId('batch-page');
    expect(fake.calls('POST', '/api/draft-batches')[0]!.body).toMatchObject({ startNew: true });
  });
});

describe('Apply to All on Free', () => {
  it('says why it is refused and shows the list again', async () => {
    const search = makeSearch({}, [fresh]);
    fake
      .on('GET', `/api/scrape-job/${search.id}`, { body: search })
      .on('GET', `/api/scrape-job/${search.id}/jobs`, {
        body: { items: [fresh], contacted: {}, total: 1, page: 1, pageSize: 20 },
      })
      .on(
        'GET',
        `/api/draft-batches/selection/${search.id}`,
        apiError(403, 'plan_feature_required', 'This is part of Pro (Apply to many).'),
      );
    render(
      <MemoryRouter initialEntries={[`/results/${search.id}`]}>
        <Providers>
          <Routes>
            <Route path="/results/:requestId" element={<ResultsPage />} />
          </Routes>
        </Providers>
      </MemoryRouter>,
    );
    await userEvent.setup().click(await screen.findByTestId('apply-to-all'));
    expect((await screen.findByTestId('toast')).textContent).toContain('This is part of Pro (Apply to many).');
    expect(await screen.findByTestId('job-card')).toBeTruthy();
  });
});
