import type { DashboardStats } from '@app/types';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ResumeHint, Welcome } from './Welcome';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

const nothingYet: DashboardStats = { totalJobsScraped: 0, totalApplicationsSent: 0, recentSearches: [] };

function show(stats: DashboardStats | undefined) {
  render(
    <MemoryRouter>
      <Providers>
        <Welcome firstName="Ada" stats={stats} />
        <ResumeHint />
      </Providers>
    </MemoryRouter>,
  );
}

describe('the dashboard greeting', () => {
  it('welcomes a brand-new user (not "back") and asks for a resume before anything else', async () => {
    fake.on('GET', '/api/user/resume', { body: { hasResume: false, resumeText: null, fileName: null } });
    show(nothingYet);
    expect(screen.getByTestId('welcome').textContent).toBe('Welcome, Ada!');
    const hint = await screen.findByTestId('resume-hint');
    expect(hint.textContent).toContain('Start with your resume');
    expect(screen.getByRole('link', { name: 'Add your resume' }).getAttribute('href')).toBe('/settings');
  });

  it('welcomes back someone who has searched, and hints nothing once the resume is there', async () => {
    fake.on('GET', '/api/user/resume', { body: { hasResume: true, resumeText: 'React', fileName: 'cv.pdf' } });
    show({ ...nothingYet, totalApplicationsSent: 1 });
    expect(screen.getByTestId('welcome').textContent).toBe('Welcome back, Ada!');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('resume-hint')).toBeNull();
  });
});
