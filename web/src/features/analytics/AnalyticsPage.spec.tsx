import type { AnalyticsStats } from '@app/types';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { AnalyticsPage } from './AnalyticsPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

/** Two first emails sent: one answered, one bounced. */
const oneDeliveredOneBounced: AnalyticsStats = {
  totalApplications: 1,
  responseRate: 100,
  averageResponseTime: 0,
  interviewsScheduled: 0,
  bounceRate: 50,
  weeklyApplications: [],
  totalJobsScraped: 100,
};

describe('the analytics figures', () => {
  it('says what the total counts, so one delivered beside a 50 % bounce rate reads true', async () => {
    fake.on('GET', '/api/analytics/stats', { body: oneDeliveredOneBounced });
    render(
      <MemoryRouter>
        <Providers>
          <AnalyticsPage />
        </Providers>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('stat-total-applications').textContent).toBe('1'));
    expect(screen.getByText('First emails delivered; follow-ups and bounced ones are left out')).toBeTruthy();
    expect(screen.getByTestId('stat-bounce-rate').textContent).toContain('50');
  });
});
