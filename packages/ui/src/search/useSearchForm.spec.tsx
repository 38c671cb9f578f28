import { queryKeys, type SearchFormResume, type StartedSearch } from '@app/client';
import { apiError, FakeApi } from '@app/client/testing';
import { COPY } from '@app/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/Toaster.js';
import { ApiClientProvider } from '../compose/api-context.js';
import { useSearchForm } from './useSearchForm.js';
import { useStartSearch } from './useStartSearch.js';

/** The smallest face of the shared submit: two fields, a button, and whatever it started. */
function PanelForm({ resume, onStarted }: { resume: SearchFormResume; onStarted: (started: StartedSearch) => void }) {
  const start = useStartSearch(onStarted);
  const { draft, errors, update, submit } = useSearchForm({ resume, onSubmit: (values) => start.mutate(values) });
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor="role">Job role</label>
      <input id="role" value={draft.keyword} onChange={(e) => update({ keyword: e.target.value })} />
      {errors.keyword && <p>{errors.keyword}</p>}
      <label htmlFor="place">Location</label>
      <input id="place" value={draft.location} onChange={(e) => update({ location: e.target.value })} />
      {errors.location && <p>{errors.location}</p>}
      <button type="submit">Start Search</button>
    </form>
  );
}

const SAVED: SearchFormResume = { hasResume: true, text: 'Frontend developer, React.' };
let fake: FakeApi;
let queryClient: QueryClient;

function renderForm(resume = SAVED) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onStarted = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={fake.client()}>
        <PanelForm resume={resume} onStarted={onStarted} />
        <Toaster />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onStarted };
}

const toast = (title: string) => screen.findByText(title, { selector: '[data-testid="toast"] *' });

describe('the shared search form (web window and extension panel)', () => {
  beforeEach(() => {
    fake = new FakeApi();
    fake.on('POST', '/api/generate-linkedin-url', {
      body: { linkedinUrl: 'https://www.linkedin.com/jobs/search?keywords=qa', message: 'Location Normalized: Köln' },
    });
  });

  it('clears only the message of the field that changed, and asks for a resume before starting', async () => {
    const { user } = renderForm({ hasResume: false, text: null });
    await user.click(screen.getByRole('button', { name: 'Start Search' }));
    expect(screen.getByText(COPY.search.keywordRequired)).toBeTruthy();
    expect(screen.getByText(COPY.search.locationRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Job role'), 'qa engineer');
    expect(screen.queryByText(COPY.search.keywordRequired)).toBeNull();
    expect(screen.getByText(COPY.search.locationRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Location'), 'Cologne');
    await user.click(screen.getByRole('button', { name: 'Start Search' }));
    expect(await toast(COPY.search.resumeRequiredTitle)).toBeTruthy();
    expect(fake.calls('POST', '/api/generate-linkedin-url')).toHaveLength(0);
  });

  it('starts the search and hands it over with how the location was read', async () => {
    fake.on('POST', '/api/scrape-job', { status: 202, body: { requestId: 'search-1' } });
    const { user, onStarted } = renderForm();
    await user.type(screen.getByLabelText('Job role'), ' qa engineer ');
    await user.type(screen.getByLabelText('Location'), 'Cologne');
    await user.click(screen.getByRole('button', { name: 'Start Search' }));

    // One toast shows at a time (TOAST_LIMIT): 'Location Normalized' first, then 'started' in its place.
    expect(await toast(COPY.search.startedTitle)).toBeTruthy();
    expect(onStarted).toHaveBeenCalledWith({ requestId: 'search-1', locationMessage: 'Location Normalized: Köln' });
    expect(fake.calls('POST', '/api/generate-linkedin-url')[0]!.body).toMatchObject({ keyword: 'qa engineer' });
    expect(fake.calls('POST', '/api/scrape-job')[0]!.body).toMatchObject({ resumeText: SAVED.text });
  });

  it("says the month's free searches are used up and asks for the plan again", async () => {
    const sentence = 'You have used all 5 free searches for this month.';
    fake.on('POST', '/api/scrape-job', apiError(402, 'search_quota_exceeded', sentence));
    const { user, onStarted } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(screen.getByLabelText('Job role'), 'qa engineer');
    await user.type(screen.getByLabelText('Location'), 'Cologne');
    await user.click(screen.getByRole('button', { name: 'Start Search' }));

    expect(await toast(COPY.billing.quotaExceededTitle)).toBeTruthy();
    expect(screen.getByText(sentence)).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.subscriptionStatus }));
    expect(onStarted).not.toHaveBeenCalled();
  });
});
