import { apiError } from '@app/client/testing';
import { COPY } from '@app/types';
import { makeSearch } from '@app/types/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { SearchModal } from './SearchModal';
import { useSearchRunStore } from './search-run-store';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../../app/api', () => ({ api: fake.client() }));

const SAVED = { hasResume: true, resumeText: 'Frontend developer, React and TypeScript.', fileName: 'ada.pdf' };
const NO_RESUME = { hasResume: false, resumeText: null, fileName: null };

function renderModal() {
  render(
    <MemoryRouter>
      <Providers>
        <SearchModal open onOpenChange={() => {}} />
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Job role'), 'frontend developer');
  await user.type(screen.getByLabelText('Location'), 'Berlin');
}

const toast = (title: string) => screen.findByText(title, { selector: '[data-testid="toast"] *' });

describe('the search window', () => {
  beforeEach(() => {
    fake.on('GET', '/api/user/resume', { body: SAVED });
    fake.on('POST', '/api/generate-linkedin-url', {
      body: { linkedinUrl: 'https://www.linkedin.com/jobs/search?keywords=frontend', message: '' },
    });
  });
  // The run lives in a store outside React, as in the app: a search started by one test must not carry into the next.
  afterEach(() => act(() => useSearchRunStore.getState().clear()));

  it('says on each empty field what it needs, focuses the first, and starts nothing', async () => {
    const user = renderModal();
    await screen.findByTestId('saved-resume');
    await user.click(screen.getByRole('button', { name: 'Start Search' }));

    expect(screen.getByText(COPY.search.keywordRequired)).toBeTruthy();
    expect(screen.getByText(COPY.search.locationRequired)).toBeTruthy();
    const keyword = screen.getByLabelText('Job role');
    expect(keyword.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(keyword);
    expect(fake.calls('POST', '/api/generate-linkedin-url')).toHaveLength(0);

    // Typing into a field clears its message; the other stays until it is filled.
    await user.type(keyword, 'designer');
    expect(screen.queryByText(COPY.search.keywordRequired)).toBeNull();
    expect(screen.getByText(COPY.search.locationRequired)).toBeTruthy();
  });

  it('suggests places as the location is typed, under both names of a renamed city', async () => {
    renderModal();
    const location = screen.getByLabelText('Location');
    const list = document.getElementById(location.getAttribute('list')!)!;
    const places = [...list.querySelectorAll('option')].map((o) => o.value);
    expect(places.filter((p) => p.startsWith('Bangal'))).toEqual(['Bangalore']);
    expect(places).toEqual(expect.arrayContaining(['Bengaluru', 'Mumbai', 'Gurugram', 'Remote', 'Dubai']));
  });

  it('asks for a resume before starting when none is saved', async () => {
    fake.on('GET', '/api/user/resume', { body: NO_RESUME });
    const user = renderModal();
    await screen.findByText('Upload your resume to start');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Start Search' }));

    expect(await toast(COPY.search.resumeRequiredTitle)).toBeTruthy();
    expect(screen.getByText(COPY.search.resumeRequired)).toBeTruthy();
    expect(fake.calls('POST', '/api/generate-linkedin-url')).toHaveLength(0);
    expect(fake.calls('POST', '/api/scrape-job')).toHaveLength(0);
  });

  it('starts the search with the saved resume and shows its progress', async () => {
    const running = makeSearch({ status: 'processing' });
    fake.on('POST', '/api/scrape-job', { status: 202, body: { requestId: running.id } });
    fake.on('GET', `/api/scrape-job/${running.id}`, { body: running });
    const user = renderModal();
    await screen.findByTestId('saved-resume');
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: /^Remote/ }));
    await user.click(screen.getByRole('button', { name: 'Start Search' }));

    expect(await toast(COPY.search.startedTitle)).toBeTruthy();
    expect(fake.calls('POST', '/api/generate-linkedin-url')[0]!.body).toEqual({
      keyword: 'frontend developer',
      location: 'Berlin',
      workType: 2,
    });
    expect(fake.calls('POST', '/api/scrape-job')[0]!.body).toMatchObject({ resumeText: SAVED.resumeText });
    await screen.findByTestId('search-progress');
    expect(screen.queryByTestId('search-form')).toBeNull();
    // The first poll of the search has answered.
    await waitFor(() => expect(screen.queryByText('Starting…')).toBeNull());
  });

  it("shows the quota toast with the server's sentence when the month's free searches are used up", async () => {
    const sentence =
      'You have used all 5 free searches for this month. Your searches reset on April 1, 2026. Upgrade to Pro.';
    fake.on('POST', '/api/scrape-job', apiError(402, 'search_quota_exceeded', sentence));
    const user = renderModal();
    await screen.findByTestId('saved-resume');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Start Search' }));

    expect(await toast(COPY.billing.quotaExceededTitle)).toBeTruthy();
    expect(screen.getByText(sentence)).toBeTruthy();
    // Nothing started: the form stays, ready once the plan allows.
    expect(screen.getByTestId('search-form')).toBeTruthy();
  });

  it('shows any other refusal as an error with its sentence', async () => {
    fake.on('POST', '/api/scrape-job', apiError(503, 'search_not_queued', 'Your search could not be started.'));
    const user = renderModal();
    await screen.findByTestId('saved-resume');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Start Search' }));

    expect(await toast('Error')).toBeTruthy();
    expect(screen.getByText('Your search could not be started.')).toBeTruthy();
    expect(screen.queryByText(COPY.billing.quotaExceededTitle)).toBeNull();
  });
});
